import { describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../../shared/routing/route-entry.ts';
import { preloadOpenedPage } from './preload-opened-page.ts';

function registry() {
  const calendar = vi.fn();
  const entries: RouteEntry[] = [
    { path: '/app/rooms/list', roles: ['ADMIN'], element: null },
    { path: '/app/rooms/:id/calendar', roles: ['ADMIN'], element: null, preload: calendar },
  ];
  return { entries, calendar };
}

describe('the page opened by a full navigation', () => {
  it("starts loading a calendar page's code at boot", () => {
    const { entries, calendar } = registry();
    preloadOpenedPage(entries, '/app/rooms/6f0c2f8e-1b7a-4c1e-9d5f-0a1b2c3d4e5f/calendar');
    expect(calendar).toHaveBeenCalledOnce();
  });

  it('loads nothing more for another page or an unknown path', () => {
    const { entries, calendar } = registry();
    preloadOpenedPage(entries, '/app/rooms/list');
    preloadOpenedPage(entries, '/nowhere');
    expect(calendar).not.toHaveBeenCalled();
  });
});
