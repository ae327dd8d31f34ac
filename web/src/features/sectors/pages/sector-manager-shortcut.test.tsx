import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ME, page, profileRoute, sector, SECTOR_ID } from '../test-sectors.ts';

const details = route('GET', `/api/material-resources/get-sector-details/${SECTOR_ID}`, () =>
  json(200, sector),
);
const byManager = route('GET', `/api/material-resources/get-sector-by-manager/${ME}`, () =>
  json(200, sector),
);

// In a file of its own: after another whole-app render in the same file (an admin on the sector page), the sector
// manager's own practice stays unresolved here; the cause is not found yet (see the project's notes).
describe("the sector manager's shortcut to their practice", { timeout: 20_000 }, () => {
  it("links a sector manager's 'my practice' shortcut to their sector and hides the list breadcrumb", async () => {
    mockFetch(
      profileRoute,
      details,
      byManager,
      route('GET', '/api/user-profiles/by-query', () => json(200, page([]))),
    );
    const { user, router } = renderApp('/app/home', { role: 'SECTOR_MANAGER', sub: ME });
    const shortcuts = await screen.findByRole('navigation', { name: 'Raccourcis' });
    const link = await within(shortcuts).findByRole('link', { name: 'Mon cabinet' });
    await waitFor(() => expect(link).toHaveAttribute('href', `/app/sectors/${SECTOR_ID}/view`), {
      timeout: 8000,
    });

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/sectors/${SECTOR_ID}/view`));
    await screen.findByRole('heading', { name: 'Aube' });
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).not.toHaveTextContent(
      'Cabinets digitaux',
    );
  });
});
