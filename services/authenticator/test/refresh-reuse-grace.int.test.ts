import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckTokenResponse, TokenError, TokenResponse } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  BASE,
  counts,
  refresh,
  refreshCookie,
  signedIn,
  startAuthenticator,
  type Harness,
} from './support/harness.ts';

const A = MessageCodes.authenticator;
/** Past the default 30 s reuse grace. */
const AFTER_GRACE_MS = 31_000;
let h: Harness;

beforeAll(async () => {
  h = await startAuthenticator();
});
afterAll(async () => {
  await h?.close();
});

const checkToken = async (token: string) =>
  (
    await h.app.inject({ method: 'POST', url: `${BASE}/check_token?token=${encodeURIComponent(token)}` })
  ).json<CheckTokenResponse>();

/** Refreshes with `cookie`, which must succeed; answers the new refresh token. */
async function refreshed(cookie: string | undefined): Promise<string> {
  const response = await refresh(h.app, { cookie });
  expect(response.statusCode).toBe(200);
  const next = refreshCookie(response)?.value;
  expect(next).toEqual(expect.any(String));
  return next!;
}

async function family(accountId: string) {
  const rows = (await h.service.dataSource.query(
    `SELECT revoked_reason AS "revokedReason",
            (SELECT count(*) FROM refresh_token t WHERE t.family_id = f.id AND t.used_at IS NULL)::int AS "current"
     FROM refresh_family f WHERE account_id = $1`,
    [accountId],
  )) as { revokedReason: string | null; current: number }[];
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Moves the service's clock forward by `ms` from where it is. */
const advance = (ms: number) => {
  h.clock.offsetMs += ms;
};

describe('refresh token reuse grace', () => {
  it('answers two concurrent refreshes with one cookie with working tokens of the same session', async () => {
    const { account, refreshToken } = await signedIn(h);
    const answers = await Promise.all([
      refresh(h.app, { cookie: refreshToken }),
      refresh(h.app, { cookie: refreshToken }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const cookies = answers.map((a) => refreshCookie(a)?.value);
    expect(new Set([refreshToken, ...cookies]).size).toBe(3);
    expect(await family(account.id)).toEqual({ revokedReason: null, current: 2 });

    for (const [i, answer] of answers.entries()) {
      expect(await checkToken(answer.json<TokenResponse>().access_token)).toMatchObject({
        active: true,
        sub: account.id,
      });
      expect((await refresh(h.app, { cookie: cookies[i] })).statusCode).toBe(200);
    }
    expect((await family(account.id)).revokedReason).toBeNull();
  });

  it.each([
    ['the rotated successor', 0],
    ['the sibling', 1],
  ] as const)(
    'keeps both successors usable past the grace until one is rotated further (%s first)',
    async (_name, firstUsed) => {
      const { account, refreshToken } = await signedIn(h);
      const successors = [await refreshed(refreshToken), await refreshed(refreshToken)];
      const used = successors[firstUsed]!;
      const other = successors[1 - firstUsed]!;
      try {
        advance(AFTER_GRACE_MS);
        const next = await refreshed(used);
        expect(await family(account.id)).toEqual({ revokedReason: null, current: 1 });

        advance(AFTER_GRACE_MS);
        const late = await refresh(h.app, { cookie: other });
        expect(late.json<TokenError>().messageCode).toBe(A.refreshReused);
        expect((await refresh(h.app, { cookie: next })).json<TokenError>().messageCode).toBe(
          A.invalidRefresh,
        );
      } finally {
        h.clock.offsetMs = 0;
      }
    },
  );

  it('revokes the session when a rotated token comes back after the grace, ending its successors', async () => {
    const { account, refreshToken } = await signedIn(h);
    const successors = [await refreshed(refreshToken), await refreshed(refreshToken)];
    try {
      advance(AFTER_GRACE_MS);
      const reuse = await refresh(h.app, { cookie: refreshToken });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toMatchObject({ error: 'invalid_grant', messageCode: A.refreshReused });
      expect(refreshCookie(reuse)?.value).toBe('');
      expect((await family(account.id)).revokedReason).toBe('reuse');

      for (const successor of successors) {
        const response = await refresh(h.app, { cookie: successor });
        expect(response.statusCode).toBe(400);
        expect(response.json<TokenError>().messageCode).toBe(A.invalidRefresh);
      }
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it('does not revive a session ended by logout, changing nothing', async () => {
    const { account, refreshToken } = await signedIn(h);
    const next = await refreshed(refreshToken);
    const logout = await h.app.inject({
      method: 'POST',
      url: `${BASE}/logout`,
      headers: { cookie: `teleplan_refresh=${next}` },
    });
    expect(logout.statusCode).toBe(204);
    const before = await counts(h.service);

    for (const token of [refreshToken, next]) {
      const response = await refresh(h.app, { cookie: token });
      expect(response.statusCode).toBe(400);
      expect(response.json<TokenError>().messageCode).toBe(A.invalidRefresh);
    }
    expect(await counts(h.service)).toEqual(before);
    expect((await family(account.id)).revokedReason).toBe('logout');
  });

  it('does not revive a session revoked for reuse through a token still within its grace', async () => {
    const { account, refreshToken } = await signedIn(h);
    const first = await refreshed(refreshToken);
    try {
      advance(AFTER_GRACE_MS);
      const second = await refreshed(first);
      expect((await refresh(h.app, { cookie: refreshToken })).json<TokenError>().messageCode).toBe(
        A.refreshReused,
      );
      const before = await counts(h.service);

      for (const token of [first, second]) {
        const response = await refresh(h.app, { cookie: token });
        expect(response.statusCode).toBe(400);
        expect(response.json<TokenError>().messageCode).toBe(A.invalidRefresh);
      }
      expect(await counts(h.service)).toEqual(before);
      expect((await family(account.id)).revokedReason).toBe('reuse');
    } finally {
      h.clock.offsetMs = 0;
    }
  });
});
