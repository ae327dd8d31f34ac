import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@teleplan/proto/roles';
import { canAccess, routeAccessFor } from './route-access.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';

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

describe('route access table', () => {
  it('lets only super admin and admin open the users list', () => {
    const allowed = ROLES.filter((role) => canAccess('/app/users/list', role));
    expect(allowed).toEqual(['SUPER_ADMIN', 'ADMIN']);
  });

  it('opens the patient page to admin but not to super admin, as the spec table says', () => {
    expect(canAccess('/app/patients/abc/view', 'ADMIN')).toBe(true);
    expect(canAccess('/app/patients/abc/view', 'SUPER_ADMIN')).toBe(false);
  });

  it('opens the room calendar to a room user but not the room form', () => {
    expect(canAccess('/app/rooms/r1/calendar', 'ROOM_USER')).toBe(true);
    expect(canAccess('/app/rooms/r1', 'ROOM_USER')).toBe(false);
  });

  it('matches /app/rooms/map as the map, not as a room id', () => {
    expect(routeAccessFor('/app/rooms/map')?.path).toBe('/app/rooms/map');
    expect(canAccess('/app/rooms/map', 'ROOM_MANAGER')).toBe(false);
    expect(canAccess('/app/rooms/map', 'SECTOR_MANAGER')).toBe(true);
  });

  it('keeps server settings for super admin and doctor settings for doctors', () => {
    expect(ROLES.filter((r) => canAccess('/app/settings/server', r))).toEqual(['SUPER_ADMIN']);
    expect(ROLES.filter((r) => canAccess('/app/settings/doctor', r))).toEqual(['DOCTOR']);
    expect(ROLES.every((r) => canAccess('/app/settings/profile', r))).toBe(true);
  });

  it('knows no rule for a path that is not an application route', () => {
    expect(routeAccessFor('/app/nowhere')).toBeNull();
    expect(canAccess('/app/nowhere', 'SUPER_ADMIN')).toBe(false);
  });
});

describe('route guard', () => {
  it('opens the users list for an admin', async () => {
    mockFetch(route('GET', '/api/accounts/profile/p1', () => json(200, profile)));
    renderApp('/app/users/list', { role: 'ADMIN', sub: 'p1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filtres des utilisateurs' })).toBeInTheDocument();
  });

  it('sends a doctor who opens the users list back to the home page', async () => {
    mockFetch(route('GET', '/api/accounts/profile/p1', () => json(200, profile)));
    const { router } = renderApp('/app/users/list', { role: 'DOCTOR', sub: 'p1' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille Durand' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Cette page n'est pas accessible avec le rôle Médecin : retour à l'accueil."),
    ).toBeInTheDocument();
  });

  it('shows in the navigation only the pages the role may open', async () => {
    mockFetch(route('GET', '/api/accounts/profile/p1', () => json(200, profile)));
    renderApp('/app/home', { role: 'ROOM_USER', sub: 'p1' });

    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/app/home', '/app/doctors/list', '/app/patients/list', '/app/settings']);
  });

  it('redirects an unknown /app path to the home page', async () => {
    mockFetch(route('GET', '/api/accounts/profile/p1', () => json(200, profile)));
    const { router } = renderApp('/app/does/not/exist', { role: 'ADMIN', sub: 'p1' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
  });

  it('shows the 404 page with a link home for an unknown path outside the application', async () => {
    renderApp('/nowhere');

    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app/home');
  });

  it('sends an anonymous visitor of the application to the sign-in screen', async () => {
    const { router } = renderApp('/app/home');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});
