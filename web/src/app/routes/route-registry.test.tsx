import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@teleplan/proto/roles';
import { i18n, registerTexts } from '../../shared/i18n/i18n.ts';
import { navEntriesFor, shortcutsFor } from '../../shared/routing/role-navigation.ts';
import { HOME_PATH, type RouteEntry } from '../../shared/routing/route-entry.ts';
import { fakeAccessToken } from '../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { tokenReceived } from '../../shared/session/session-slice.ts';
import { AppProviders } from '../providers.tsx';
import { createAppStore } from '../store.ts';
import { buildRoutes } from './build-routes.tsx';
import { ROUTE_REGISTRY } from './route-registry.ts';

registerTexts('reports', {
  fr: { title: 'Rapports', archive: 'Archives' },
  en: { title: 'Reports', archive: 'Archive' },
});

/** A registry as a new feature would extend it: a page, a settings section, the home page. */
const registry: RouteEntry[] = [
  { path: HOME_PATH, roles: ROLES, element: <h1>Accueil de test</h1> },
  {
    path: '/app/reports',
    roles: ['ADMIN'],
    element: <h1>Page des rapports</h1>,
    nav: { label: 'reports:title', icon: 'chart', group: 'primary' },
  },
  { path: '/app/kiosk', roles: ['ADMIN'], fullScreen: true, element: <h1>Borne plein écran</h1> },
  ...ROUTE_REGISTRY.filter((entry) => entry.path.startsWith('/app/settings')),
  {
    path: '/app/settings/archive',
    roles: ['ADMIN'],
    within: '/app/settings',
    element: <h1>Réglages des archives</h1>,
    nav: { label: 'reports:archive', icon: 'list', group: 'settings', section: 'administration' },
  },
];

function renderRegistry(path: string, role: Role) {
  const store = createAppStore();
  store.dispatch(tokenReceived(fakeAccessToken(role, [role], 'p1')));
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: [path] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const hrefs = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('a')).map((a) => a.getAttribute('href'));

describe('a feature registering a route', () => {
  it('gets its page at its path, for the roles it names', async () => {
    mockFetch();
    renderRegistry('/app/reports', 'ADMIN');

    expect(await screen.findByRole('heading', { name: 'Page des rapports' })).toBeInTheDocument();
  });

  it('gets its navigation entry, shown only to those roles', async () => {
    mockFetch();
    renderRegistry('/app/home', 'ADMIN');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Rapports' })).toHaveAttribute('href', '/app/reports');

    renderRegistry('/app/home', 'DOCTOR');
    const navs = await screen.findAllByRole('navigation', { name: 'Navigation principale' });
    expect(hrefs(navs[1]!)).toEqual(['/app/settings']);
  });

  it('is guarded by its roles: another role goes to the home page', async () => {
    mockFetch();
    const router = renderRegistry('/app/reports', 'DOCTOR');

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
    expect(screen.getByRole('heading', { name: 'Accueil de test' })).toBeInTheDocument();
    expect(screen.queryByText('Page des rapports')).not.toBeInTheDocument();
  });

  it('shows a full-screen page alone, without the header and the navigation, still behind its roles', async () => {
    mockFetch();
    renderRegistry('/app/kiosk', 'ADMIN');
    expect(await screen.findByRole('heading', { name: 'Borne plein écran' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();

    const router = renderRegistry('/app/kiosk', 'DOCTOR');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
  });

  it('adds a settings page to its sub-section of the side menu, inside the settings frame, for its roles only', async () => {
    mockFetch();
    renderRegistry('/app/settings/archive', 'ADMIN');

    expect(await screen.findByRole('heading', { name: 'Réglages des archives' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Sections des paramètres' });
    expect(hrefs(menu)).toEqual([
      '/app/settings/profile',
      '/app/settings/room-type',
      '/app/settings/archive',
    ]);

    const router = renderRegistry('/app/settings/archive', 'DOCTOR');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
  });
});

const profile = {
  id: 'p1',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  telephoneNumber: null,
  sex: 'F',
  zone: 'Europe/Paris',
  staff: true,
  audit: { createdDate: 0 },
  accountId: 'p1',
};

describe('the application registry', () => {
  const primaryByRole: Record<Role, string[]> = {
    SUPER_ADMIN: [
      '/app/home',
      '/app/users/list',
      '/app/sectors/list',
      '/app/rooms/list',
      '/app/rooms/map',
      '/app/doctors/list',
      '/app/public-appointment',
      '/app/resources',
      '/app/logger',
      '/app/bugs',
      '/app/settings',
    ],
    ADMIN: [
      '/app/home',
      '/app/users/list',
      '/app/sectors/list',
      '/app/rooms/list',
      '/app/rooms/map',
      '/app/doctors/list',
      '/app/public-appointment',
      '/app/resources',
      '/app/logger',
      '/app/settings',
    ],
    SECTOR_MANAGER: [
      '/app/home',
      '/app/rooms/list',
      '/app/rooms/map',
      '/app/doctors/list',
      '/app/patients/list',
      '/app/public-appointment',
      '/app/resources',
      '/app/settings',
    ],
    ROOM_MANAGER: ['/app/home', '/app/doctors/list', '/app/patients/list', '/app/settings'],
    ROOM_USER: ['/app/home', '/app/doctors/list', '/app/patients/list', '/app/settings'],
    DOCTOR: ['/app/home', '/app/patients/list', '/app/settings'],
    PATIENT: ['/app/home', '/app/settings'],
  };

  it.each(ROLES)('shows %s exactly its entries in the primary navigation', async (role) => {
    mockFetch(route('GET', '/api/accounts/profile/p1', () => json(200, profile)));
    renderApp('/app/home', { role, sub: 'p1' });

    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(hrefs(nav)).toEqual(primaryByRole[role]);
  });

  it('lists in the settings menu only the sections the role may open', async () => {
    mockFetch(route('GET', '/api/accounts/profile/p1', () => json(200, profile)));
    const { router } = renderApp('/app/settings', { role: 'DOCTOR', sub: 'p1' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/profile'));
    const menu = await screen.findByRole('navigation', { name: 'Sections des paramètres' });
    expect(hrefs(menu)).toEqual([
      '/app/settings/profile',
      '/app/settings/doctor',
      '/app/settings/calendar-subscription',
    ]);
    expect(navEntriesFor(ROUTE_REGISTRY, 'SUPER_ADMIN', 'settings').map((item) => item.path)).toEqual([
      '/app/settings/profile',
      '/app/settings/server',
      '/app/settings/messages',
      '/app/settings/room-type',
      '/app/settings/licenses',
    ]);
  });

  it('gives a room manager the shortcuts to their room, its calendar and its availability, in that order', () => {
    expect(shortcutsFor(ROUTE_REGISTRY, 'ROOM_MANAGER', 'p1', { roomId: 'r7' })).toEqual([
      { path: '/app/rooms/r7/view', label: 'rooms:myRoom', icon: 'room' },
      { path: '/app/rooms/r7/calendar', label: 'rooms:myCalendar', icon: 'calendar' },
      { path: '/app/rooms/r7/availability', label: 'rooms:myAvailabilities', icon: 'clock' },
    ]);
    expect(shortcutsFor(ROUTE_REGISTRY, 'ROOM_USER', 'p1').map((s) => s.path)).toEqual([
      '/app/rooms/mine/calendar',
    ]);
  });

  it('holds each path once, every application path under /app/, and frames only registered entries', () => {
    const paths = ROUTE_REGISTRY.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of ROUTE_REGISTRY) {
      if (entry.roles !== 'public') expect(entry.path).toMatch(/^\/app\//);
      if (entry.within) expect(paths).toContain(entry.within);
    }
  });

  it('has every navigation and shortcut label in French and in English', () => {
    const labels = ROUTE_REGISTRY.flatMap((entry) => [
      ...(entry.nav ? [entry.nav.label] : []),
      ...(entry.shortcuts ?? []).map((shortcut) => shortcut.label),
    ]);
    expect(labels.length).toBeGreaterThan(0);
    const missing = labels.flatMap((label) =>
      ['fr', 'en']
        .filter((lng) => !i18n.exists(label, { lng, fallbackLng: false }))
        .map((lng) => `${lng} ${label}`),
    );
    expect(missing).toEqual([]);
  });
});
