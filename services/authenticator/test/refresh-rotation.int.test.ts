import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { openDatabase } from '@teleplan/kit/db/data-source';
import { freshTestDatabaseUrl } from '@teleplan/kit/db/test-database';
import { dropTestDatabase } from '@teleplan/kit/testing/drop-test-database';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { RefreshTokensRepository, type RotationOutcome } from '../src/data/refresh-tokens.repository.ts';
import { hashRefreshToken, newRefreshToken } from '../src/domain/sessions.ts';
import { authenticatorDefinition } from '../src/service.ts';

// Overlaps are forced, not hoped for: one rotation is held in an open transaction while the other waits on
// its row locks, then the first commits.
const GRACE_SECONDS = 30;
let url: string;
let db: DataSource;
let repository: RefreshTokensRepository;

beforeAll(async () => {
  const definition = authenticatorDefinition();
  url = await freshTestDatabaseUrl('authenticator_rotation');
  db = await openDatabase({ url, entities: definition.entities, migrations: definition.migrations });
  repository = new RefreshTokensRepository(db.manager);
});
afterAll(async () => {
  if (db?.isInitialized) await db.destroy();
  if (url) await dropTestDatabase(url);
});

async function newFamily(): Promise<{ familyId: string; token: string }> {
  const familyId = randomUUID();
  const token = newRefreshToken();
  const now = new Date();
  await repository.startFamily(
    {
      id: familyId,
      accountId: randomUUID(),
      clientId: 'teleplan-web',
      actingRole: 'DOCTOR',
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      revokedAt: null,
      revokedReason: null,
    },
    hashRefreshToken(token),
  );
  return { familyId, token };
}

/** Rotates `token`; answers the outcome and the successor. */
async function rotate(
  on: RefreshTokensRepository,
  familyId: string,
  token: string,
  graceSeconds = GRACE_SECONDS,
): Promise<{ outcome: RotationOutcome; next: string }> {
  const next = newRefreshToken();
  const now = new Date();
  const outcome = await on.rotate({
    familyId,
    oldHash: hashRefreshToken(token),
    newHash: hashRefreshToken(next),
    actingRole: 'DOCTOR',
    now,
    expiresAt: new Date(now.getTime() + 86_400_000),
    graceSeconds,
  });
  return { outcome, next };
}

/** Runs `work` in a transaction left open until `commit()`. */
async function held<T>(work: (on: RefreshTokensRepository) => Promise<T>) {
  const runner = db.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  const result = await work(new RefreshTokensRepository(runner.manager));
  return {
    result,
    commit: async () => {
      await runner.commitTransaction();
      await runner.release();
    },
  };
}

const lockWaiters = async () =>
  (
    (await db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as { n: number }[]
  )[0]!.n;

/** Starts `second` while `first` holds its locks, lets `first` commit, and answers both. */
async function overlapping<A, B>(
  first: (on: RefreshTokensRepository) => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const holder = await held(first);
  const waiting = second();
  await waitFor('the second statement to wait on a row lock', lockWaiters);
  await holder.commit();
  return [holder.result, await waiting];
}

async function currentTokens(familyId: string): Promise<string[]> {
  const rows = (await db.query(
    `SELECT token_hash AS hash FROM refresh_token WHERE family_id = $1 AND used_at IS NULL ORDER BY hash`,
    [familyId],
  )) as { hash: string }[];
  return rows.map((r) => r.hash);
}

const sortedHashes = (...tokens: string[]) => tokens.map(hashRefreshToken).sort();

describe('refresh token rotation under concurrency', () => {
  it('of two overlapping uses of one token, rotates once and gives the other a sibling', async () => {
    const { familyId, token } = await newFamily();
    const [winner, sibling] = await overlapping(
      (on) => rotate(on, familyId, token),
      () => rotate(repository, familyId, token),
    );
    expect([winner.outcome, sibling.outcome]).toEqual(['rotated', 'sibling']);
    expect(await currentTokens(familyId)).toEqual(sortedHashes(winner.next, sibling.next));
  });

  it('without a grace, lets the second of two overlapping uses find the token reused and issues nothing', async () => {
    const { familyId, token } = await newFamily();
    const [winner, loser] = await overlapping(
      (on) => rotate(on, familyId, token, 0),
      () => rotate(repository, familyId, token, 0),
    );
    expect([winner.outcome, loser.outcome]).toEqual(['rotated', 'reused']);
    expect(await currentTokens(familyId)).toEqual(sortedHashes(winner.next));
  });

  it('rotates two current siblings at once without deadlock: one retires both, the other gets a sibling', async () => {
    const { familyId, token } = await newFamily();
    const first = await rotate(repository, familyId, token);
    const second = await rotate(repository, familyId, token);
    expect([first.outcome, second.outcome]).toEqual(['rotated', 'sibling']);

    const [winner, sibling] = await overlapping(
      (on) => rotate(on, familyId, first.next),
      () => rotate(repository, familyId, second.next),
    );
    expect([winner.outcome, sibling.outcome]).toEqual(['rotated', 'sibling']);
    expect(await currentTokens(familyId)).toEqual(sortedHashes(winner.next, sibling.next));
  });

  it.each([
    ['a current token', false],
    ['a token within its grace', true],
  ] as const)(
    'issues nothing for %s whose family is revoked while the rotation waits',
    async (_n, retired) => {
      const { familyId, token } = await newFamily();
      if (retired) expect((await rotate(repository, familyId, token)).outcome).toBe('rotated');
      const before = await currentTokens(familyId);

      const [, late] = await overlapping(
        (on) => on.revokeFamily(familyId, 'logout', new Date()),
        () => rotate(repository, familyId, token),
      );
      expect(late.outcome).toBe('closed');
      expect(await currentTokens(familyId)).toEqual(retired ? before : []);
    },
  );
});
