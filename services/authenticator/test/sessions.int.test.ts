import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import type { CheckTokenResponse, TokenError, TokenResponse } from '@teleplan/proto/auth';
import { AccountEvents } from '@teleplan/proto/events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import {
  BASE,
  counts,
  form,
  issuedRefreshToken,
  login,
  postToken,
  refresh,
  refreshCookie,
  SERVICE_CLIENT,
  signedIn,
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

async function claims(accessToken: string) {
  const keys = (
    await h.app.inject({ method: 'GET', url: `${BASE}/.well-known/jwks.json` })
  ).json<JSONWebKeySet>();
  return (await jwtVerify(accessToken, createLocalJWKSet(keys))).payload;
}

const checkToken = async (token: string) =>
  (
    await h.app.inject({ method: 'POST', url: `${BASE}/check_token?token=${encodeURIComponent(token)}` })
  ).json<CheckTokenResponse>();

describe('refresh_token grant', () => {
  it('rotates the refresh token taken from the cookie and sets the new cookie', async () => {
    const { account, refreshToken } = await signedIn(h);
    const response = await refresh(h.app, { cookie: refreshToken });
    expect(response.statusCode).toBe(200);
    const next = response.json<TokenResponse>();
    expect(refreshCookie(response)?.value).toMatch(/^[\w-]{43}$/);
    expect(refreshCookie(response)?.value).not.toBe(refreshToken);
    expect(next.refresh_token).toBeUndefined();
    expect(await claims(next.access_token)).toMatchObject({ sub: account.id, role: 'DOCTOR' });
  });

  it('rotates the refresh token taken from the form field, without a cookie for other clients', async () => {
    const { refreshToken } = await signedIn(h, ['DOCTOR'], 'desktop-app');
    const response = await refresh(h.app, { field: refreshToken, clientId: 'desktop-app' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenResponse>().refresh_token).not.toBe(refreshToken);
    expect(refreshCookie(response)).toBeUndefined();
  });

  it('prefers the form field over the cookie', async () => {
    const first = await signedIn(h);
    const second = await signedIn(h);
    const response = await refresh(h.app, {
      field: second.refreshToken,
      cookie: first.refreshToken,
    });
    expect(await claims(response.json<TokenResponse>().access_token)).toMatchObject({
      sub: second.account.id,
    });
  });

  it('refuses a refresh after the account was disabled, and ends the session', async () => {
    const { account, refreshToken } = await signedIn(h);
    h.accounts.update(account.id, { enabled: false });
    const response = await refresh(h.app, { cookie: refreshToken });
    expect(response.statusCode).toBe(400);
    expect(response.json<TokenError>().messageCode).toBe(A.disabled);

    h.accounts.update(account.id, { enabled: true });
    expect((await refresh(h.app, { cookie: refreshToken })).json<TokenError>().messageCode).toBe(
      A.invalidRefresh,
    );
  });

  it('refuses a refresh for an account that no longer exists', async () => {
    const { account, refreshToken } = await signedIn(h);
    h.accounts.remove(account.id);
    const response = await refresh(h.app, { cookie: refreshToken });
    expect(response.json<TokenError>().messageCode).toBe(A.invalidRefresh);
  });

  it('puts changed roles in the refreshed token and leaves a role that was taken away', async () => {
    const { account, tokens, refreshToken } = await signedIn(h, ['ADMIN', 'DOCTOR']);
    expect(await claims(tokens.access_token)).toMatchObject({ role: 'ADMIN' });
    h.accounts.update(account.id, { grantedRoles: ['DOCTOR', 'ROOM_USER'] });
    const response = await refresh(h.app, { cookie: refreshToken });
    expect(await claims(response.json<TokenResponse>().access_token)).toMatchObject({
      role: 'ROOM_USER',
      authorities: ['DOCTOR', 'ROOM_USER'],
    });
  });

  it('refuses a token presented by another client than the one it was issued to', async () => {
    const { refreshToken } = await signedIn(h);
    const response = await refresh(h.app, { field: refreshToken, clientId: 'other-client' });
    expect(response.json<TokenError>().messageCode).toBe(A.invalidRefresh);
    expect((await refresh(h.app, { cookie: refreshToken })).statusCode).toBe(200);
  });

  it('refuses a refresh with no token, an unknown one or an expired family, changing nothing', async () => {
    const { refreshToken } = await signedIn(h);
    const before = await counts(h.service);
    for (const options of [
      {},
      { field: 'x'.repeat(43) },
      { field: 'not a token' },
      { cookie: 'y'.repeat(2500) },
    ]) {
      const response = await refresh(h.app, options);
      expect(response.statusCode).toBe(400);
      expect(response.json<TokenError>().messageCode).toBe(A.invalidRefresh);
    }
    h.clock.offsetMs = 8 * 86_400_000;
    try {
      expect((await refresh(h.app, { cookie: refreshToken })).json<TokenError>().messageCode).toBe(
        A.invalidRefresh,
      );
    } finally {
      h.clock.offsetMs = 0;
    }
    expect(await counts(h.service)).toEqual(before);
  });

  it('slides the family lifetime on each rotation', async () => {
    const { refreshToken } = await signedIn(h);
    h.clock.offsetMs = 6 * 86_400_000;
    try {
      const next = issuedRefreshToken(await refresh(h.app, { cookie: refreshToken }));
      h.clock.offsetMs = 12 * 86_400_000;
      expect((await refresh(h.app, { cookie: next })).statusCode).toBe(200);
    } finally {
      h.clock.offsetMs = 0;
    }
  });
});

describe('refresh_token grant without a reuse grace', () => {
  let h0: Harness;
  beforeAll(async () => {
    h0 = await startAuthenticator({ AUTHENTICATOR_REFRESH_REUSE_GRACE_SECONDS: 0 });
  });
  afterAll(async () => {
    await h0?.close();
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const { refreshToken } = await signedIn(h0, ['DOCTOR']);
    const rotated = issuedRefreshToken(await refresh(h0.app, { cookie: refreshToken }));

    const reuse = await refresh(h0.app, { cookie: refreshToken });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant', messageCode: A.refreshReused });
    expect(refreshCookie(reuse)?.value).toBe('');

    const newer = await refresh(h0.app, { cookie: rotated });
    expect(newer.statusCode).toBe(400);
    expect(newer.json<TokenError>().messageCode).toBe(A.invalidRefresh);
  });

  it('lets only one of two concurrent uses of a token through and revokes the family', async () => {
    const { refreshToken } = await signedIn(h0, ['DOCTOR']);
    const answers = await Promise.all([
      refresh(h0.app, { cookie: refreshToken }),
      refresh(h0.app, { cookie: refreshToken }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = issuedRefreshToken(answers.find((a) => a.statusCode === 200)!);
    expect((await refresh(h0.app, { cookie: winner })).statusCode).toBe(400);
  });
});

describe('account events', () => {
  it.each([AccountEvents.accountDeactivated, AccountEvents.accountRolesChanged])(
    'revokes every session on %s',
    async (type) => {
      const account = h.accounts.add(`event-${type}@example.fr`, 'Secret-pass1', ['DOCTOR']);
      const sessions = await Promise.all(
        [1, 2].map(async () => issuedRefreshToken(await login(h.app, account.email, 'Secret-pass1'))),
      );
      await h.service.bus.publish(newEvent(type, 'accounts', { current: account }));
      await h.service.bus.idle();
      expect(h.service.bus.deadLetters).toEqual([]);
      for (const s of sessions)
        expect((await refresh(h.app, { cookie: s })).json<TokenError>().messageCode).toBe(A.invalidRefresh);
    },
  );

  it('handles a redelivered event once', async () => {
    const account = h.accounts.add('redelivered@example.fr', 'Secret-pass1', ['DOCTOR']);
    const event = newEvent(AccountEvents.accountDeactivated, 'accounts', { current: account });
    await h.service.bus.publish(event);
    await h.service.bus.idle();
    const session = issuedRefreshToken(await login(h.app, account.email, 'Secret-pass1'));
    await h.service.bus.publish(event);
    await h.service.bus.idle();
    expect((await refresh(h.app, { cookie: session })).statusCode).toBe(200);
  });

  it('dead-letters a malformed account event instead of guessing', async () => {
    await h.service.bus.publish(
      newEvent(AccountEvents.accountActivated, 'accounts', { current: { id: 'nope' } }),
    );
    await h.service.bus.idle();
    expect(h.service.bus.deadLetters.map((d) => d.event.type)).toEqual([AccountEvents.accountActivated]);
    h.service.bus.deadLetters.length = 0;
  });
});

describe('account.credentials-changed', () => {
  const sidOf = (response: { json: <T>() => T }) =>
    decodeJwt(response.json<TokenResponse>().access_token).sid;
  const credentialsChanged = (payload: Record<string, unknown>) =>
    newEvent(AccountEvents.accountCredentialsChanged, 'accounts', payload);
  async function deliver(event: ReturnType<typeof credentialsChanged>) {
    await h.service.bus.publish(event);
    await h.service.bus.idle();
    expect(h.service.bus.deadLetters).toEqual([]);
  }

  it('ends every other session of the account and keeps the one that changed the password', async () => {
    const account = h.accounts.add('password-changed@example.fr', 'Secret-pass1', ['DOCTOR']);
    const bystander = await signedIn(h);
    const kept = await login(h.app, account.email, 'Secret-pass1');
    const otherTab = await login(h.app, account.email, 'Secret-pass1');
    const desktop = await login(h.app, account.email, 'Secret-pass1', 'desktop-app');

    await deliver(
      credentialsChanged({ accountId: account.id, reason: 'password-changed', keepSessionId: sidOf(kept) }),
    );

    for (const ended of [
      await refresh(h.app, { cookie: issuedRefreshToken(otherTab) }),
      await refresh(h.app, { field: issuedRefreshToken(desktop), clientId: 'desktop-app' }),
    ]) {
      expect(ended.statusCode).toBe(400);
      expect(ended.json<TokenError>()).toMatchObject({
        error: 'invalid_grant',
        messageCode: A.invalidRefresh,
      });
    }
    expect((await refresh(h.app, { cookie: issuedRefreshToken(kept) })).statusCode).toBe(200);
    expect((await refresh(h.app, { cookie: bystander.refreshToken })).statusCode).toBe(200);
  });

  it('ends every session of the account after a reset by link', async () => {
    const account = h.accounts.add('password-reset@example.fr', 'Secret-pass1', ['DOCTOR']);
    const before = await login(h.app, account.email, 'Secret-pass1');
    await deliver(
      credentialsChanged({ accountId: account.id, reason: 'password-reset', keepSessionId: null }),
    );
    const refused = await refresh(h.app, { cookie: issuedRefreshToken(before) });
    expect(refused.json<TokenError>().messageCode).toBe(A.invalidRefresh);
    expect(refreshCookie(refused)?.value).toBe('');
  });

  it('does nothing more when the same event is delivered again', async () => {
    const account = h.accounts.add('credentials-twice@example.fr', 'Secret-pass1', ['DOCTOR']);
    const event = credentialsChanged({ accountId: account.id, reason: 'email-changed', keepSessionId: null });
    await deliver(event);
    const after = await login(h.app, account.email, 'Secret-pass1');
    await deliver(event);
    expect((await refresh(h.app, { cookie: issuedRefreshToken(after) })).statusCode).toBe(200);
  });

  it('dead-letters a malformed credentials event and ends no session', async () => {
    const { account, refreshToken } = await signedIn(h);
    await h.service.bus.publish(credentialsChanged({ accountId: account.id, reason: 'forgotten' }));
    await h.service.bus.idle();
    expect(h.service.bus.deadLetters.map((d) => d.event.type)).toEqual([
      AccountEvents.accountCredentialsChanged,
    ]);
    h.service.bus.deadLetters.length = 0;
    expect((await refresh(h.app, { cookie: refreshToken })).statusCode).toBe(200);
  });
});

describe('session id claim', () => {
  const sid = (accessToken: string) => decodeJwt(accessToken).sid;

  it('carries one sid through the sign-in, its refreshes and a role switch, distinct per session', async () => {
    const { tokens, refreshToken } = await signedIn(h, ['ADMIN', 'DOCTOR']);
    const session = sid(tokens.access_token);
    expect(session).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));

    const refreshed = await refresh(h.app, { cookie: refreshToken });
    expect(sid(refreshed.json<TokenResponse>().access_token)).toBe(session);
    const switched = await h.app.inject({
      method: 'POST',
      url: `${BASE}/impersonate?targetRole=DOCTOR`,
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        cookie: `teleplan_refresh=${issuedRefreshToken(refreshed)}`,
      },
    });
    expect(sid(switched.json<TokenResponse>().access_token)).toBe(session);
    const withoutSession = await h.app.inject({
      method: 'POST',
      url: `${BASE}/impersonate?targetRole=DOCTOR`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(sid(withoutSession.json<TokenResponse>().access_token)).toBe(session);

    const other = await signedIn(h);
    expect(sid(other.tokens.access_token)).not.toBe(session);
  });

  it('gives service-client tokens no sid', async () => {
    const service = await postToken(h.app, {
      grant_type: 'client_credentials',
      client_id: SERVICE_CLIENT.id,
      client_secret: SERVICE_CLIENT.secret,
    });
    expect(decodeJwt(service.json<TokenResponse>().access_token)).not.toHaveProperty('sid');
  });
});

describe('logout', () => {
  it('revokes the session of the cookie and clears the cookie', async () => {
    const { refreshToken } = await signedIn(h);
    const response = await h.app.inject({
      method: 'POST',
      url: `${BASE}/logout`,
      headers: { cookie: `teleplan_refresh=${refreshToken}` },
    });
    expect(response.statusCode).toBe(204);
    expect(refreshCookie(response)).toMatchObject({ value: '', path: '/api/authenticator' });
    expect((await refresh(h.app, { cookie: refreshToken })).json<TokenError>().messageCode).toBe(
      A.invalidRefresh,
    );
  });

  it('revokes the session of the form field', async () => {
    const { refreshToken } = await signedIn(h, ['DOCTOR'], 'desktop-app');
    const response = await h.app.inject({
      method: 'POST',
      url: `${BASE}/logout`,
      ...form({ refresh_token: refreshToken }),
    });
    expect(response.statusCode).toBe(204);
    const after = await refresh(h.app, { field: refreshToken, clientId: 'desktop-app' });
    expect(after.json<TokenError>().messageCode).toBe(A.invalidRefresh);
  });

  it('answers 204 again for an ended, unknown or missing session', async () => {
    const { refreshToken } = await signedIn(h);
    for (const headers of [
      { cookie: `teleplan_refresh=${refreshToken}` },
      { cookie: `teleplan_refresh=${refreshToken}` },
      { cookie: 'teleplan_refresh=garbage' },
      {},
    ]) {
      expect((await h.app.inject({ method: 'POST', url: `${BASE}/logout`, headers })).statusCode).toBe(204);
    }
  });
});

describe('check_token', () => {
  it('describes a valid access token', async () => {
    const { account, tokens } = await signedIn(h, ['SECTOR_MANAGER', 'DOCTOR']);
    const answer = await checkToken(tokens.access_token);
    expect(answer).toEqual({
      active: true,
      sub: account.id,
      role: 'SECTOR_MANAGER',
      authorities: ['SECTOR_MANAGER', 'DOCTOR'],
      exp: expect.any(Number),
    });
  });

  it('answers inactive for an expired, tampered or foreign token', async () => {
    const { tokens } = await signedIn(h);
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'SUPER_ADMIN' }),
    ).toString('base64url');
    expect(await checkToken(`${header}.${forged}.${signature}`)).toEqual({ active: false });
    expect(await checkToken('not.a.token')).toEqual({ active: false });
    expect(await checkToken(await h.service.issuer.token('someone', 'ADMIN'))).toEqual({ active: false });

    h.clock.offsetMs = 16 * 60_000;
    try {
      expect(await checkToken(tokens.access_token)).toEqual({ active: false });
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it('refuses a request without token with a messageCode', async () => {
    const response = await h.app.inject({ method: 'POST', url: `${BASE}/check_token` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ messageCode: MessageCodes.common.validation });
  });
});
