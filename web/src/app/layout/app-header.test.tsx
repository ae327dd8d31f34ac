import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { fakeAccessToken, tokenAnswer } from '../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';

const profile = {
  id: 'p1',
  firstName: 'Louise',
  lastName: 'Martin',
  email: 'louise@example.fr',
  telephoneNumber: null,
  sex: 'F',
  zone: 'Europe/Paris',
  staff: true,
  audit: { createdDate: 0 },
  accountId: 'p1',
};
const profileRoute = route('GET', '/api/accounts/profile/p1', () => json(200, profile));

describe('application header', () => {
  it('shows no role dropdown for a user holding two roles', async () => {
    mockFetch(profileRoute);
    renderApp('/app/home', { role: 'DOCTOR', authorities: ['DOCTOR', 'ROOM_USER'], sub: 'p1' });

    await screen.findByRole('heading', { level: 1, name: 'Bonjour Louise Martin' });
    expect(screen.queryByRole('combobox', { name: 'Rôle' })).not.toBeInTheDocument();
  });

  it('offers the role dropdown with three roles and switches role, then goes home', async () => {
    const authorities = ['SECTOR_MANAGER', 'DOCTOR', 'ADMIN'] as const;
    const switched = fakeAccessToken('DOCTOR', [...authorities], 'p1');
    const { calls } = mockFetch(
      profileRoute,
      route('POST', '/api/authenticator/impersonate', () => json(200, tokenAnswer(switched))),
    );
    const { user, router, store } = renderApp('/app/users/list', {
      role: 'ADMIN',
      authorities: [...authorities],
      sub: 'p1',
    });

    const select = await screen.findByRole('combobox', { name: 'Rôle' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([...authorities]);
    await user.selectOptions(select, 'DOCTOR');

    await waitFor(() => expect(store.getState().session.claims?.role).toBe('DOCTOR'));
    expect(router.state.location.pathname).toBe('/app/home');
    const call = calls.find((c) => c.url.pathname === '/api/authenticator/impersonate')!;
    expect(call.url.searchParams.get('targetRole')).toBe('DOCTOR');
    expect(call.headers.get('authorization')).toMatch(/^Bearer /);
    expect(localStorage.getItem('teleplan.role')).toBe('DOCTOR');
  });

  it('keeps no refresh token of a role switch answer, in memory or on the device', async () => {
    const authorities = ['SECTOR_MANAGER', 'DOCTOR', 'ADMIN'] as const;
    const switched = fakeAccessToken('DOCTOR', [...authorities], 'p1');
    mockFetch(
      profileRoute,
      route('POST', '/api/authenticator/impersonate', () =>
        json(200, { ...tokenAnswer(switched), refresh_token: 'rt-from-the-body' }),
      ),
    );
    const { user, store } = renderApp('/app/home', {
      role: 'ADMIN',
      authorities: [...authorities],
      sub: 'p1',
    });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rôle' }), 'DOCTOR');

    await waitFor(() => expect(store.getState().session.accessToken).toBe(switched));
    expect(JSON.stringify(store.getState())).not.toContain('rt-from-the-body');
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.join()).not.toContain('rt-from-the-body');
  });

  it('links the doctor shortcuts to their own calendar and availability', async () => {
    mockFetch(profileRoute);
    renderApp('/app/home', { role: 'DOCTOR', sub: 'p1' });

    const shortcuts = await screen.findByRole('navigation', { name: 'Raccourcis' });
    expect(Array.from(shortcuts.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/app/doctors/p1/calendar',
      '/app/doctors/p1/availability',
    ]);
  });

  it('signs out: calls logout, forgets the role and returns to the sign-in screen', async () => {
    localStorage.setItem('teleplan.role', 'ADMIN');
    const { calls } = mockFetch(
      profileRoute,
      route('POST', '/api/authenticator/logout', () => new Response(null, { status: 204 })),
    );
    const { user, router, store } = renderApp('/app/home', { role: 'ADMIN', sub: 'p1' });

    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.status).toBe('anonymous');
    expect(localStorage.getItem('teleplan.role')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/authenticator/logout')).toBe(true);
  });

  it('remembers a collapsed navigation on the device', async () => {
    mockFetch(profileRoute);
    const { user } = renderApp('/app/home', { role: 'ADMIN', sub: 'p1' });

    const toggle = await screen.findByRole('button', { name: 'Réduire le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Déplier le menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('teleplan.nav-extended')).toBe('false');
  });
});
