import { describe, expect, it } from 'vitest';
import { fakeAccessToken, tokenAnswer } from '../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';
import { impersonate, passwordGrant, refreshGrant } from './token-client.ts';

const accessToken = fakeAccessToken('ADMIN');
const answerWithRefresh = { ...tokenAnswer(accessToken), refresh_token: 'rt-from-the-body' };

describe('token client', () => {
  it('keeps only the access token of a sign-in answer, never a refresh token in the body', async () => {
    mockFetch(route('POST', '/api/authenticator/token', () => json(200, answerWithRefresh)));

    const result = await passwordGrant('camille@example.fr', 'Secret-2026');

    expect(result).toEqual({ ok: true, token: { access_token: accessToken } });
  });

  it('keeps only the access token of a refresh and of a role switch', async () => {
    mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, answerWithRefresh)),
      route('POST', '/api/authenticator/impersonate', () => json(200, answerWithRefresh)),
    );

    expect(await refreshGrant()).toEqual({ ok: true, token: { access_token: accessToken } });
    expect(await impersonate(accessToken, 'DOCTOR')).toEqual({
      ok: true,
      token: { access_token: accessToken },
    });
  });

  it('sends no refresh token in a refresh grant: the HttpOnly cookie carries it', async () => {
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, answerWithRefresh)),
    );

    await refreshGrant();

    const form = new URLSearchParams(calls[0]!.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.has('refresh_token')).toBe(false);
  });
});
