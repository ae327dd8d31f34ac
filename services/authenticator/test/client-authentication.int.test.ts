import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID, type TokenError, type TokenResponse } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  BASE,
  counts,
  form,
  login,
  postToken,
  refreshCookie,
  SERVICE_CLIENT,
  startAuthenticator,
  type Harness,
} from './support/harness.ts';

const A = MessageCodes.authenticator;
let h: Harness;

beforeAll(async () => {
  h = await startAuthenticator();
});
afterAll(async () => {
  await h?.close();
});

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

function postWithHeader(authorization: string, fields: Record<string, string | undefined>) {
  const { payload, headers } = form(fields);
  return h.app.inject({
    method: 'POST',
    url: `${BASE}/token`,
    payload,
    headers: { ...headers, authorization },
  });
}

describe('token endpoint client authentication', () => {
  it.each([
    ['an unknown client_id', { client_id: 'nope' }],
    ['the SPA presenting a secret', { client_id: WEB_CLIENT_ID, client_secret: 'guess' }],
    ['a service client without its secret', { client_id: SERVICE_CLIENT.id }],
  ])(
    'refuses a sign-in from %s with 401 invalid_client, before any password check',
    async (_name, client) => {
      h.accounts.add('known.client@example.fr', 'Secret-pass1', ['DOCTOR']);
      const before = await counts(h.service);
      const calls = h.accounts.calls.authorized;

      const response = await postToken(h.app, {
        grant_type: 'password',
        username: 'known.client@example.fr',
        password: 'Secret-pass1',
        ...client,
      });

      expect(response.statusCode).toBe(401);
      expect(response.json<TokenError>()).toMatchObject({
        error: 'invalid_client',
        messageCode: A.unknownClient,
      });
      expect(response.headers['www-authenticate']).toBeUndefined();
      expect(await counts(h.service)).toEqual(before);
      expect(h.accounts.calls.authorized).toBe(calls);
    },
  );

  it('refuses a refresh grant from an unknown client', async () => {
    h.accounts.add('refresh.client@example.fr', 'Secret-pass1', ['DOCTOR']);
    const signedIn = await login(h.app, 'refresh.client@example.fr', 'Secret-pass1');
    const response = await postToken(
      h.app,
      { grant_type: 'refresh_token', client_id: 'nope' },
      refreshCookie(signedIn)!.value,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json<TokenError>().error).toBe('invalid_client');
  });

  it('gives a service client its token when it authenticates with HTTP Basic', async () => {
    const response = await postWithHeader(basic(SERVICE_CLIENT.id, SERVICE_CLIENT.secret), {
      grant_type: 'client_credentials',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenResponse>()).toMatchObject({ token_type: 'Bearer' });
  });

  it('signs the SPA in with HTTP Basic and an empty secret, as a public client', async () => {
    h.accounts.add('basic.web@example.fr', 'Secret-pass1', ['DOCTOR']);
    const response = await postWithHeader(basic(WEB_CLIENT_ID, ''), {
      grant_type: 'password',
      username: 'basic.web@example.fr',
      password: 'Secret-pass1',
    });
    expect(response.statusCode).toBe(200);
    // Recognised as the SPA: the refresh token goes to its cookie.
    expect(refreshCookie(response)).toBeDefined();
  });

  it.each([
    ['a wrong secret', basic(SERVICE_CLIENT.id, 'not-the-secret')],
    ['an unknown client', basic('nope', '')],
    ['credentials that are not id:secret', `Basic ${Buffer.from('no-colon').toString('base64')}`],
  ])('answers HTTP Basic with %s 401 invalid_client and the scheme to use', async (_name, authorization) => {
    const response = await postWithHeader(authorization, { grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(401);
    expect(response.json<TokenError>()).toMatchObject({
      error: 'invalid_client',
      messageCode: A.unknownClient,
    });
    expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
  });

  it.each([
    ['a form secret too', { client_secret: SERVICE_CLIENT.secret }],
    ['another client_id in the form', { client_id: WEB_CLIENT_ID }],
  ])('refuses HTTP Basic with %s as invalid_request', async (_name, fields) => {
    const response = await postWithHeader(basic(SERVICE_CLIENT.id, SERVICE_CLIENT.secret), {
      grant_type: 'client_credentials',
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TokenError>()).toMatchObject({
      error: 'invalid_request',
      messageCode: MessageCodes.common.validation,
    });
  });

  it('marks granted and refused answers as not to be cached', async () => {
    const granted = await postToken(h.app, {
      grant_type: 'client_credentials',
      client_id: SERVICE_CLIENT.id,
      client_secret: SERVICE_CLIENT.secret,
    });
    const refused = await postToken(h.app, { grant_type: 'client_credentials', client_id: 'nope' });
    for (const answer of [granted, refused]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.pragma).toBe('no-cache');
    }
    expect([granted.statusCode, refused.statusCode]).toEqual([200, 401]);
  });
});
