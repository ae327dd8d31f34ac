import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { LOCKED_DESCRIPTION, type TokenError, type TokenResponse } from '@teleplan/proto/auth';
import { AccountEvents } from '@teleplan/proto/events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { LightMyRequestResponse } from 'fastify';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import {
  BASE,
  counts,
  ISSUER,
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

async function jwks() {
  return (await h.app.inject({ method: 'GET', url: `${BASE}/.well-known/jwks.json` })).json<JSONWebKeySet>();
}

async function failTimes(username: string, n: number) {
  const remaining: (number | undefined)[] = [];
  for (let i = 0; i < n; i++)
    remaining.push((await login(h.app, username, 'wrong password')).json<TokenError>().remaining_attempt);
  return remaining;
}

describe('password grant', () => {
  it('signs a person in with an ES256 token that verifies against the published JWKS', async () => {
    const account = h.accounts.add('claire.durand@example.fr', 'Secret-pass1', ['ADMIN', 'DOCTOR']);
    const response = await login(h.app, 'Claire.Durand@example.fr ', 'Secret-pass1');

    expect(response.statusCode).toBe(200);
    const body = response.json<TokenResponse>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(refreshCookie(response)?.value).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const keys = await jwks();
    expect(keys.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    const { payload, protectedHeader } = await jwtVerify(body.access_token, createLocalJWKSet(keys), {
      issuer: ISSUER,
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: keys.keys[0]!.kid });
    expect(payload).toMatchObject({ sub: account.id, role: 'ADMIN', authorities: ['ADMIN', 'DOCTOR'] });
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it('hands the web client its refresh token only in the httpOnly cookie, other clients in the body', async () => {
    h.accounts.add('web.cookie@example.fr', 'Secret-pass1', ['DOCTOR']);
    const web = await login(h.app, 'web.cookie@example.fr', 'Secret-pass1');
    expect(web.json()).not.toHaveProperty('refresh_token');
    const cookie = refreshCookie(web);
    expect(cookie).toMatchObject({
      value: expect.stringMatching(/^[\w-]{43}$/),
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/authenticator',
      maxAge: 7 * 86_400,
    });
    expect(cookie?.secure).toBeFalsy();

    const other = await login(h.app, 'web.cookie@example.fr', 'Secret-pass1', 'mobile-app');
    expect(other.statusCode).toBe(200);
    expect(refreshCookie(other)).toBeUndefined();
    expect(other.json<TokenResponse>().refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('starts in the preferred role when it is granted', async () => {
    h.accounts.add('preferred@example.fr', 'Secret-pass1', ['ADMIN', 'DOCTOR'], { preferredRole: 'DOCTOR' });
    const body = (await login(h.app, 'preferred@example.fr', 'Secret-pass1')).json<TokenResponse>();
    const { payload } = await jwtVerify(body.access_token, createLocalJWKSet(await jwks()));
    expect(payload.role).toBe('DOCTOR');
  });

  it('counts the remaining attempts down from 4 to 0 on wrong passwords', async () => {
    h.accounts.add('countdown@example.fr', 'Secret-pass1', ['DOCTOR']);
    const response = await login(h.app, 'countdown@example.fr', 'nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Bad credentials',
      remaining_attempt: 4,
      messageCode: A.badCredentials,
      message: 'Bad credentials',
    });
    expect(await failTimes('countdown@example.fr', 4)).toEqual([3, 2, 1, 0]);
  });

  it('locks the identifier after 5 failures, refusing even the right password', async () => {
    h.accounts.add('locked@example.fr', 'Secret-pass1', ['DOCTOR']);
    await failTimes('locked@example.fr', 5);
    const response = await login(h.app, 'locked@example.fr', 'Secret-pass1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: LOCKED_DESCRIPTION,
      messageCode: A.locked,
      message: LOCKED_DESCRIPTION,
    });
  });

  it('never locks an account for right passwords sent at the same moment', async () => {
    const email = 'many-tabs@example.fr';
    h.accounts.add(email, 'Secret-pass1', ['DOCTOR']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(h.app, email, 'Secret-pass1')));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json<TokenError>().messageCode));
    expect(codes).not.toContain(A.locked);
    expect(codes.filter((c) => c !== 'ok' && c !== A.attemptsInProgress)).toEqual([]);
    expect((await login(h.app, email, 'Secret-pass1')).statusCode).toBe(200);
  });

  it('lets at most 5 of 15 concurrent sign-ins reach the password check and ends locked', async () => {
    const email = 'raced@example.fr';
    h.accounts.add(email, 'Secret-pass1', ['DOCTOR']);
    const checked = () => h.accounts.verified.filter((e) => e === email).length;
    const release = h.accounts.holdVerifications();
    const wrong = Array.from({ length: 14 }, () => login(h.app, email, 'wrong password'));
    let right: Promise<LightMyRequestResponse> | undefined;
    try {
      await waitFor('five password checks under way', () => checked() >= 5);
      right = login(h.app, email, 'Secret-pass1');
    } finally {
      release();
    }
    const answers = await Promise.all([...wrong, right!]);

    expect(checked()).toBe(5);
    const codes = answers.map((a) => a.json<TokenError>().messageCode);
    expect(codes.filter((c) => c === A.badCredentials)).toHaveLength(5);
    // The others were refused without a check: told to wait while five were in flight, locked once they failed.
    expect(codes.filter((c) => c === A.attemptsInProgress || c === A.locked)).toHaveLength(10);
    expect([A.attemptsInProgress, A.locked]).toContain(codes.at(-1));
    expect((await login(h.app, email, 'Secret-pass1')).json<TokenError>().messageCode).toBe(A.locked);
  });

  it('lets the person in again once the lock has run out, with a fresh count', async () => {
    h.accounts.add('expiry@example.fr', 'Secret-pass1', ['DOCTOR']);
    await failTimes('expiry@example.fr', 5);
    h.clock.offsetMs = 29 * 60_000;
    expect((await login(h.app, 'expiry@example.fr', 'Secret-pass1')).json<TokenError>().messageCode).toBe(
      A.locked,
    );
    h.clock.offsetMs = 31 * 60_000;
    try {
      expect(await failTimes('expiry@example.fr', 1)).toEqual([4]);
      expect((await login(h.app, 'expiry@example.fr', 'Secret-pass1')).statusCode).toBe(200);
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it('resets the count after a successful sign-in', async () => {
    h.accounts.add('reset@example.fr', 'Secret-pass1', ['DOCTOR']);
    await failTimes('reset@example.fr', 3);
    expect((await login(h.app, 'reset@example.fr', 'Secret-pass1')).statusCode).toBe(200);
    expect(await failTimes('reset@example.fr', 1)).toEqual([4]);
  });

  it('answers an unknown identifier exactly like a wrong password, and locks it the same way', async () => {
    h.accounts.add('known@example.fr', 'Secret-pass1', ['DOCTOR']);
    const known = await login(h.app, 'known@example.fr', 'wrong');
    const unknown = await login(h.app, 'nobody-here@example.fr', 'wrong');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await failTimes('nobody-here@example.fr', 4)).toEqual([3, 2, 1, 0]);
    expect((await login(h.app, 'nobody-here@example.fr', 'wrong')).json<TokenError>().error_description).toBe(
      LOCKED_DESCRIPTION,
    );
  });

  it('tells a disabled account so only after its right password', async () => {
    h.accounts.add('disabled@example.fr', 'Secret-pass1', ['DOCTOR'], { enabled: false });
    const wrong = await login(h.app, 'disabled@example.fr', 'wrong');
    expect(wrong.json<TokenError>().messageCode).toBe(A.badCredentials);

    const before = await counts(h.service);
    const right = await login(h.app, 'disabled@example.fr', 'Secret-pass1');
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'User is disabled',
      messageCode: A.disabled,
    });
    expect(right.json()).not.toHaveProperty('remaining_attempt');
    expect((await counts(h.service)).families).toBe(before.families);
  });

  it('unlocks an account when an admin re-enables it', async () => {
    const account = h.accounts.add('reenabled@example.fr', 'Secret-pass1', ['DOCTOR']);
    await failTimes('reenabled@example.fr', 5);
    expect((await login(h.app, 'reenabled@example.fr', 'Secret-pass1')).json<TokenError>().messageCode).toBe(
      A.locked,
    );

    await h.service.bus.publish(newEvent(AccountEvents.accountActivated, 'accounts', { current: account }));
    await h.service.bus.idle();
    expect(h.service.bus.deadLetters).toEqual([]);
    expect((await login(h.app, 'reenabled@example.fr', 'Secret-pass1')).statusCode).toBe(200);
  });

  it('keeps the lock when the account update leaves it disabled', async () => {
    const account = h.accounts.add('still-off@example.fr', 'Secret-pass1', ['DOCTOR']);
    await failTimes('still-off@example.fr', 5);
    const off = { ...account, enabled: false };
    await h.service.bus.publish(
      newEvent(AccountEvents.accountUpdated, 'accounts', { current: off, previous: account }),
    );
    await h.service.bus.idle();
    expect(h.service.bus.deadLetters).toEqual([]);
    expect((await login(h.app, 'still-off@example.fr', 'Secret-pass1')).json<TokenError>().messageCode).toBe(
      A.locked,
    );
  });

  it('answers 503 and counts nothing when the accounts service is down', async () => {
    h.accounts.add('upstream@example.fr', 'Secret-pass1', ['DOCTOR']);
    const before = await counts(h.service);
    for (const mode of ['error', 'drop'] as const) {
      h.accounts.mode = mode;
      try {
        const response = await login(h.app, 'upstream@example.fr', 'wrong');
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({
          error: 'temporarily_unavailable',
          messageCode: MessageCodes.common.upstreamUnavailable,
        });
      } finally {
        h.accounts.mode = 'up';
      }
    }
    expect(await counts(h.service)).toEqual(before);
    expect(await failTimes('upstream@example.fr', 1)).toEqual([4]);
  });

  it('calls accounts only with a SERVICE token it signed itself', () => {
    expect(h.accounts.calls.authorized).toBeGreaterThan(0);
    expect(h.accounts.calls.refused).toBe(0);
  });
});

describe('malformed token requests', () => {
  const cases: [string, Record<string, string | undefined>, number, string][] = [
    [
      'no grant_type',
      { username: 'm@example.fr', password: 'x', client_id: 'teleplan-web' },
      400,
      MessageCodes.common.validation,
    ],
    [
      'an unknown grant',
      { grant_type: 'implicit', username: 'm@example.fr', password: 'x', client_id: 'teleplan-web' },
      400,
      A.unsupportedGrant,
    ],
    [
      'no client_id',
      { grant_type: 'password', username: 'm@example.fr', password: 'x' },
      400,
      MessageCodes.common.validation,
    ],
    [
      'no username',
      { grant_type: 'password', password: 'x', client_id: 'teleplan-web' },
      400,
      MessageCodes.common.validation,
    ],
    [
      'a blank username',
      { grant_type: 'password', username: '   ', password: 'x', client_id: 'teleplan-web' },
      400,
      MessageCodes.common.validation,
    ],
    [
      'no password',
      { grant_type: 'password', username: 'm@example.fr', client_id: 'teleplan-web' },
      400,
      MessageCodes.common.validation,
    ],
    [
      'an oversize username',
      {
        grant_type: 'password',
        username: `${'a'.repeat(250)}@example.fr`,
        password: 'x',
        client_id: 'teleplan-web',
      },
      400,
      MessageCodes.common.validation,
    ],
    [
      'an oversize password',
      {
        grant_type: 'password',
        username: 'm@example.fr',
        password: 'x'.repeat(201),
        client_id: 'teleplan-web',
      },
      400,
      MessageCodes.common.validation,
    ],
    [
      'an oversize body',
      {
        grant_type: 'password',
        username: 'm@example.fr',
        password: 'x',
        client_id: 'teleplan-web',
        padding: 'x'.repeat(20_000),
      },
      413,
      MessageCodes.common.payloadTooLarge,
    ],
  ];

  it.each(cases)('refuses a request with %s, counting nothing', async (_name, fields, status, code) => {
    h.accounts.add('m@example.fr', 'x', ['DOCTOR']);
    const before = await counts(h.service);
    const calls = h.accounts.calls.authorized;
    const response = await postToken(h.app, fields);
    expect(response.statusCode).toBe(status);
    expect(response.json<TokenError>().messageCode).toBe(code);
    expect(await counts(h.service)).toEqual(before);
    expect(h.accounts.calls.authorized).toBe(calls);
  });

  it('refuses a JSON-free empty body with a messageCode', async () => {
    const response = await h.app.inject({ method: 'POST', url: `${BASE}/token` });
    expect(response.statusCode).toBe(400);
    expect(response.json<TokenError>().messageCode).toBe(MessageCodes.common.validation);
  });
});

describe('client_credentials grant', () => {
  it('gives a configured service client a SERVICE token without refresh token', async () => {
    const response = await postToken(h.app, {
      grant_type: 'client_credentials',
      client_id: SERVICE_CLIENT.id,
      client_secret: SERVICE_CLIENT.secret,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenResponse>();
    expect(body.refresh_token).toBeUndefined();
    expect(refreshCookie(response)).toBeUndefined();
    expect(decodeProtectedHeader(body.access_token).alg).toBe('ES256');
    const { payload } = await jwtVerify(body.access_token, createLocalJWKSet(await jwks()), {
      issuer: ISSUER,
    });
    expect(payload).toMatchObject({ sub: 'service:schedule', role: 'SERVICE', authorities: [] });
  });

  it.each([
    ['a wrong secret', SERVICE_CLIENT.id, 'not-the-secret'],
    ['an unknown client', 'intruder', SERVICE_CLIENT.secret],
    ['no secret', SERVICE_CLIENT.id, undefined],
  ])('refuses %s with 401', async (_name, clientId, secret) => {
    const response = await postToken(h.app, {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client', messageCode: A.unknownClient });
  });
});
