import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { createAppStore } from '../../app/store.ts';
import { tokenReceived } from '../session/session-slice.ts';
import { fakeAccessToken, tokenAnswer } from '../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, undefined>({ query: () => 'accounts/probe' }),
  }),
});

describe('reauthBaseQuery', () => {
  it('refreshes once on a 401 then retries the request with the new token', async () => {
    const oldToken = fakeAccessToken('ADMIN');
    const newToken = fakeAccessToken('ADMIN', ['ADMIN'], 'fresh-sub');
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, tokenAnswer(newToken))),
      route('GET', '/api/accounts/probe', (call) =>
        call.headers.get('authorization') === `Bearer ${newToken}`
          ? json(200, { ok: true })
          : json(401, { messageCode: 'common.auth.token_expired', message: 'expired' }),
      ),
    );
    const store = createAppStore();
    store.dispatch(tokenReceived(oldToken));

    const result = await store.dispatch(probeApi.endpoints.probe.initiate(undefined));

    expect(result.data).toEqual({ ok: true });
    const tokenCalls = calls.filter((c) => c.url.pathname === '/api/authenticator/token');
    expect(tokenCalls).toHaveLength(1);
    const form = new URLSearchParams(tokenCalls[0]!.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('client_id')).toBe('teleplan-web');
    expect(calls.filter((c) => c.url.pathname === '/api/accounts/probe')).toHaveLength(2);
    expect(store.getState().session.claims?.sub).toBe('fresh-sub');
  });

  it('does not loop: a request still refused after the refresh fails without a second refresh', async () => {
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, tokenAnswer(fakeAccessToken('ADMIN')))),
      route('GET', '/api/accounts/probe', () =>
        json(401, { messageCode: 'common.auth.unauthenticated', message: '' }),
      ),
    );
    const store = createAppStore();
    store.dispatch(tokenReceived(fakeAccessToken('ADMIN')));

    const result = await store.dispatch(probeApi.endpoints.probe.initiate(undefined));

    expect(result.error).toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url.pathname === '/api/authenticator/token')).toHaveLength(1);
    expect(calls.filter((c) => c.url.pathname === '/api/accounts/probe')).toHaveLength(2);
  });

  it('ends the session and forgets the role when the refresh is refused', async () => {
    localStorage.setItem('teleplan.role', 'ADMIN');
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () =>
        json(400, {
          error: 'invalid_grant',
          error_description: 'expired',
          messageCode: 'authenticator.token.invalid_refresh',
          message: '',
        }),
      ),
      route('GET', '/api/accounts/probe', () =>
        json(401, { messageCode: 'common.auth.token_expired', message: '' }),
      ),
    );
    const store = createAppStore();
    store.dispatch(tokenReceived(fakeAccessToken('ADMIN')));

    const result = await store.dispatch(probeApi.endpoints.probe.initiate(undefined));

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session).toEqual({ status: 'anonymous', accessToken: null, claims: null });
    expect(localStorage.getItem('teleplan.role')).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/accounts/probe')).toHaveLength(1);
  });

  it('shares one refresh between requests refused at the same time', async () => {
    const newToken = fakeAccessToken('ADMIN', ['ADMIN'], 'fresh-sub');
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, tokenAnswer(newToken))),
      (call) =>
        call.url.pathname.startsWith('/api/accounts/')
          ? call.headers.get('authorization') === `Bearer ${newToken}`
            ? json(200, { ok: true })
            : json(401, { messageCode: 'common.auth.token_expired', message: '' })
          : undefined,
    );
    const twoApi = api.injectEndpoints({
      endpoints: (build) => ({
        other: build.query<{ ok: boolean }, undefined>({ query: () => 'accounts/other' }),
      }),
    });
    const store = createAppStore();
    store.dispatch(tokenReceived(fakeAccessToken('ADMIN')));

    const [a, b] = await Promise.all([
      store.dispatch(probeApi.endpoints.probe.initiate(undefined)),
      store.dispatch(twoApi.endpoints.other.initiate(undefined)),
    ]);

    expect(a.data).toEqual({ ok: true });
    expect(b.data).toEqual({ ok: true });
    expect(calls.filter((c) => c.url.pathname === '/api/authenticator/token')).toHaveLength(1);
  });
});
