import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store.ts';
import { fakeAccessToken, tokenAnswer } from '../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';
import { startEarlyRefresh } from './early-refresh.ts';
import { startSession } from './session-thunks.ts';

const noHash = { hash: '' };

describe('the early refresh of a page load', () => {
  it('is the one refresh grant the session then opens with', async () => {
    localStorage.setItem('teleplan.role', 'ADMIN');
    const token = fakeAccessToken('ADMIN', ['ADMIN']);
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, tokenAnswer(token))),
    );

    startEarlyRefresh(noHash);
    const store = createAppStore();
    await store.dispatch(startSession(noHash));

    expect(calls.filter((call) => call.url.pathname === '/api/authenticator/token')).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ status: 'authenticated', accessToken: token });
  });

  it('is not sent on a device that remembers no role, nor from a reset link', async () => {
    const { fetchMock } = mockFetch();
    localStorage.removeItem('teleplan.role');
    startEarlyRefresh(noHash);
    localStorage.setItem('teleplan.role', 'ADMIN');
    startEarlyRefresh({ hash: '#/reset-account?key=k' });

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
