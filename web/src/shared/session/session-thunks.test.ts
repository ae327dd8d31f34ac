import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store.ts';
import { keepAnswer, keptAnswer } from '../storage/day-cache.ts';
import { signOut, startSession } from './session-thunks.ts';
import { fakeAccessToken, tokenAnswer } from '../../testing/fake-token.ts';
import { tokenReceived } from './session-slice.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';

const noHash = { hash: '' };

describe('startSession', () => {
  it('refreshes with the cookie and re-applies the remembered role', async () => {
    localStorage.setItem('teleplan.role', 'DOCTOR');
    const refreshed = fakeAccessToken('ADMIN', ['ADMIN', 'DOCTOR']);
    const asDoctor = fakeAccessToken('DOCTOR', ['ADMIN', 'DOCTOR']);
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, tokenAnswer(refreshed))),
      route('POST', '/api/authenticator/impersonate', () => json(200, tokenAnswer(asDoctor))),
    );
    const store = createAppStore();

    const pending = store.dispatch(startSession(noHash));
    expect(store.getState().session.status).toBe('checking');
    await pending;

    expect(store.getState().session).toMatchObject({ status: 'authenticated', accessToken: asDoctor });
    const impersonate = calls.find((c) => c.url.pathname === '/api/authenticator/impersonate')!;
    expect(impersonate.url.searchParams.get('targetRole')).toBe('DOCTOR');
    expect(impersonate.headers.get('authorization')).toBe(`Bearer ${refreshed}`);
    expect(calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('does not switch when the remembered role is no longer granted', async () => {
    localStorage.setItem('teleplan.role', 'SUPER_ADMIN');
    const refreshed = fakeAccessToken('ADMIN', ['ADMIN']);
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, tokenAnswer(refreshed))),
    );
    const store = createAppStore();

    await store.dispatch(startSession(noHash));

    expect(store.getState().session.claims?.role).toBe('ADMIN');
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('teleplan.role')).toBe('ADMIN');
  });

  it('leaves the visitor anonymous without a usable refresh cookie', async () => {
    localStorage.setItem('teleplan.role', 'DOCTOR');
    mockFetch(
      route('POST', '/api/authenticator/token', () =>
        json(400, {
          error: 'invalid_grant',
          error_description: 'no refresh token',
          messageCode: 'authenticator.token.invalid_refresh',
          message: '',
        }),
      ),
    );
    const store = createAppStore();

    await store.dispatch(startSession(noHash));

    expect(store.getState().session.status).toBe('anonymous');
    expect(localStorage.getItem('teleplan.role')).toBeNull();
  });

  it('does not ask for a refresh on a device where nobody is signed in', async () => {
    localStorage.removeItem('teleplan.role');
    const { calls } = mockFetch();
    const store = createAppStore();

    await store.dispatch(startSession(noHash));

    expect(store.getState().session.status).toBe('anonymous');
    expect(calls).toHaveLength(0);
  });

  it('does not refresh on a reset link', async () => {
    const { calls } = mockFetch();
    const store = createAppStore();

    await store.dispatch(startSession({ hash: '#/reset-account?token=abc' }));

    expect(store.getState().session.status).toBe('anonymous');
    expect(calls).toHaveLength(0);
  });
});

describe('signOut', () => {
  it('forgets the statistics kept on the device', async () => {
    const owner = { sub: 'u1', role: 'DOCTOR' };
    const now = new Date(2026, 11, 7, 9, 0);
    keepAnswer(localStorage, owner, 'statistics/appointments/evolution', { appointsEvolutions: [] }, now);
    mockFetch(route('POST', '/api/authenticator/revoke', () => new Response(null, { status: 204 })));
    const store = createAppStore();
    store.dispatch(tokenReceived(fakeAccessToken('DOCTOR', ['DOCTOR'], 'u1')));

    await store.dispatch(signOut());

    expect(keptAnswer(localStorage, owner, 'statistics/appointments/evolution', now)).toBeUndefined();
  });
});
