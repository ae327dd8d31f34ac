import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { TokenResponse } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Role } from '@teleplan/proto/roles';
import {
  BASE,
  form,
  issuedRefreshToken,
  postToken,
  refresh,
  refreshCookie,
  SERVICE_CLIENT,
  signedIn,
  startAuthenticator,
  type Harness,
} from './support/harness.ts';

const A = MessageCodes.authenticator;
const C = MessageCodes.common;
let h: Harness;

beforeAll(async () => {
  h = await startAuthenticator();
});
afterAll(async () => {
  await h?.close();
});

function impersonate(
  targetRole: string,
  accessToken: string | undefined,
  refreshToken?: string,
  on: Harness = h,
) {
  return on.app.inject({
    method: 'POST',
    url: `${BASE}/impersonate?targetRole=${targetRole}`,
    headers: {
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(refreshToken ? { cookie: `teleplan_refresh=${refreshToken}` } : {}),
    },
  });
}

describe('impersonate', () => {
  it('continues the switched session when the pre-switch token comes back within the reuse grace', async () => {
    const { tokens, refreshToken } = await signedIn(h, ['ADMIN', 'DOCTOR', 'SECTOR_MANAGER']);
    const switched = issuedRefreshToken(await impersonate('DOCTOR', tokens.access_token, refreshToken));

    const otherTab = await refresh(h.app, { cookie: refreshToken });
    expect(otherTab.statusCode).toBe(200);
    expect(decodeJwt(otherTab.json<TokenResponse>().access_token).role).toBe('DOCTOR');
    expect((await refresh(h.app, { cookie: switched })).statusCode).toBe(200);
  });

  it('answers only an access token when no session is presented', async () => {
    const { tokens } = await signedIn(h, ['ADMIN', 'DOCTOR']);
    const response = await impersonate('DOCTOR', tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenResponse>().refresh_token).toBeUndefined();
    expect(decodeJwt(response.json<TokenResponse>().access_token).role).toBe('DOCTOR');
  });

  it('rotates the session of the form field for other clients', async () => {
    const { tokens, refreshToken } = await signedIn(h, ['ADMIN', 'DOCTOR'], 'desktop-app');
    const response = await h.app.inject({
      method: 'POST',
      url: `${BASE}/impersonate?targetRole=DOCTOR`,
      headers: { authorization: `Bearer ${tokens.access_token}`, ...form({}).headers },
      payload: form({ refresh_token: refreshToken }).payload,
    });
    expect(response.statusCode).toBe(200);
    expect(refreshCookie(response)).toBeUndefined();
    const next = response.json<TokenResponse>().refresh_token!;
    const reloaded = await refresh(h.app, { field: next, clientId: 'desktop-app' });
    expect(decodeJwt(reloaded.json<TokenResponse>().access_token).role).toBe('DOCTOR');
  });

  it.each([
    ['a role not granted', ['ADMIN', 'DOCTOR'], 'SUPER_ADMIN'],
    ['PATIENT for a staff member holding it', ['DOCTOR', 'PATIENT'], 'PATIENT'],
    ['a name that is no role', ['ADMIN'], 'SERVICE'],
  ] as [string, Role[], string][])('refuses %s with 403', async (_name, roles, target) => {
    const { tokens, refreshToken } = await signedIn(h, roles);
    const response = await impersonate(target, tokens.access_token, refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageCode: A.roleNotGranted });
    expect((await refresh(h.app, { cookie: refreshToken })).statusCode).toBe(200);
  });

  it('refuses a role the account lost since its token was issued', async () => {
    const { account, tokens, refreshToken } = await signedIn(h, ['ADMIN', 'DOCTOR']);
    h.accounts.update(account.id, { grantedRoles: ['ADMIN'] });
    const response = await impersonate('DOCTOR', tokens.access_token, refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageCode: A.roleNotGranted });
  });

  it('refuses a service token with 403', async () => {
    const service = await postToken(h.app, {
      grant_type: 'client_credentials',
      client_id: SERVICE_CLIENT.id,
      client_secret: SERVICE_CLIENT.secret,
    });
    const response = await impersonate('ADMIN', service.json<TokenResponse>().access_token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageCode: A.roleNotGranted });
  });

  it('refuses a call without token with 401', async () => {
    const response = await impersonate('DOCTOR', undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageCode: C.unauthenticated });
  });

  it('refuses a tampered token with 401', async () => {
    const { tokens } = await signedIn(h, ['DOCTOR']);
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(
      JSON.stringify({ ...claims, authorities: ['DOCTOR', 'SUPER_ADMIN'] }),
    ).toString('base64url');
    const response = await impersonate('SUPER_ADMIN', `${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageCode: C.unauthenticated });
  });

  it('refuses an expired token with 401', async () => {
    h.clock.offsetMs = -60 * 60_000;
    let tokens: TokenResponse;
    try {
      ({ tokens } = await signedIn(h, ['ADMIN', 'DOCTOR']));
    } finally {
      h.clock.offsetMs = 0;
    }
    const response = await impersonate('DOCTOR', tokens.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageCode: C.tokenExpired });
  });

  it('refuses a token from another issuer with 401', async () => {
    const foreign = await h.service.issuer.token('someone', 'ADMIN', { authorities: ['ADMIN', 'DOCTOR'] });
    expect((await impersonate('DOCTOR', foreign)).statusCode).toBe(401);
  });

  it('refuses a disabled account and ends its session', async () => {
    const { account, tokens, refreshToken } = await signedIn(h, ['ADMIN', 'DOCTOR']);
    h.accounts.update(account.id, { enabled: false });
    const response = await impersonate('DOCTOR', tokens.access_token, refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageCode: A.disabled });
    h.accounts.update(account.id, { enabled: true });
    expect((await refresh(h.app, { cookie: refreshToken })).json().messageCode).toBe(A.invalidRefresh);
  });

  it("refuses someone else's session token", async () => {
    const first = await signedIn(h, ['ADMIN', 'DOCTOR']);
    const second = await signedIn(h, ['ADMIN', 'DOCTOR']);
    const response = await impersonate('DOCTOR', first.tokens.access_token, second.refreshToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ messageCode: A.invalidRefresh });
    expect((await refresh(h.app, { cookie: second.refreshToken })).statusCode).toBe(200);
  });
});

describe('impersonate without a reuse grace', () => {
  let h0: Harness;
  beforeAll(async () => {
    h0 = await startAuthenticator({ AUTHENTICATOR_REFRESH_REUSE_GRACE_SECONDS: 0 });
  });
  afterAll(async () => {
    await h0?.close();
  });

  it('switches to another granted role and keeps it across a reload', async () => {
    const { account, tokens, refreshToken } = await signedIn(h0, ['ADMIN', 'DOCTOR', 'SECTOR_MANAGER']);
    const response = await impersonate('DOCTOR', tokens.access_token, refreshToken, h0);
    expect(response.statusCode).toBe(200);
    const switched = response.json<TokenResponse>();
    expect(switched.refresh_token).toBeUndefined();
    expect(decodeJwt(switched.access_token)).toMatchObject({
      sub: account.id,
      role: 'DOCTOR',
      authorities: ['ADMIN', 'DOCTOR', 'SECTOR_MANAGER'],
    });
    expect(refreshCookie(response)).toMatchObject({
      value: expect.stringMatching(/^[\w-]{43}$/),
      httpOnly: true,
      sameSite: 'Strict',
    });

    const reloaded = await refresh(h0.app, { cookie: refreshCookie(response)!.value });
    expect(decodeJwt(reloaded.json<TokenResponse>().access_token).role).toBe('DOCTOR');
    expect((await refresh(h0.app, { cookie: refreshToken })).json().messageCode).toBe(A.refreshReused);
  });
});
