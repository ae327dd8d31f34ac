import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { openDatabase } from '@teleplan/kit/db/data-source';
import { freshTestDatabaseUrl } from '@teleplan/kit/db/test-database';
import { dropTestDatabase } from '@teleplan/kit/testing/drop-test-database';
import { LoginAttemptsRepository } from '../src/data/login-attempts.repository.ts';
import { authenticatorDefinition } from '../src/service.ts';

// The lock rules live in one statement; these check them against PostgreSQL itself.
const limits = { maxAttempts: 5, lockMs: 30 * 60_000 };
const t0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
let url: string;
let db: DataSource;
let attempts: LoginAttemptsRepository;
let identifiers = 0;
const fresh = () => `attempts-${++identifiers}@example.fr`;

beforeAll(async () => {
  const definition = authenticatorDefinition();
  url = await freshTestDatabaseUrl('authenticator_attempts');
  db = await openDatabase({ url, entities: definition.entities, migrations: definition.migrations });
  attempts = new LoginAttemptsRepository(db.manager);
});
afterAll(async () => {
  if (db?.isInitialized) await db.destroy();
  if (url) await dropTestDatabase(url);
});

async function reserveTimes(identifier: string, n: number, when = t0, policy = limits) {
  const counted: (number | string)[] = [];
  for (let i = 0; i < n; i++) counted.push(await attempts.reserve(identifier, when, policy));
  return counted;
}

/** `n` attempts that each fail. */
async function failTimes(identifier: string, n: number, when = t0) {
  for (let i = 0; i < n; i++) {
    await attempts.reserve(identifier, when, limits);
    await attempts.recordFailure(identifier, when, limits);
  }
}

describe('login attempts', () => {
  it('locks after 5 failures and refuses while the lock lasts', async () => {
    const identifier = fresh();
    await failTimes(identifier, 5);
    expect(await attempts.reserve(identifier, t0, limits)).toBe('locked');
    expect(await attempts.reserve(identifier, at(29), limits)).toBe('locked');
  });

  it('never locks on attempts still in flight: the one past the limit is told to wait', async () => {
    const identifier = fresh();
    expect(await reserveTimes(identifier, 6)).toEqual([1, 2, 3, 4, 5, 'busy']);
    const rows = (await db.query('SELECT locked_until FROM login_attempt WHERE identifier = $1', [
      identifier,
    ])) as { locked_until: Date | null }[];
    expect(rows[0]!.locked_until).toBeNull();
  });

  it('starts a fresh count once the lock has run out', async () => {
    const identifier = fresh();
    await failTimes(identifier, 5);
    expect(await attempts.reserve(identifier, at(30), limits)).toBe(1);
  });

  it('forgets attempts left alone for a whole lock period', async () => {
    const identifier = fresh();
    await reserveTimes(identifier, 4);
    expect(await attempts.reserve(identifier, at(30), limits)).toBe(1);
  });

  it('never locks when the lock period is 0', async () => {
    expect(await reserveTimes(fresh(), 10, t0, { maxAttempts: 5, lockMs: 0 })).toEqual(Array(10).fill(1));
  });

  it('counts exactly 5 of 15 concurrent attempts and refuses the other 10', async () => {
    const identifier = fresh();
    const counted = await Promise.all(
      Array.from({ length: 15 }, () => attempts.reserve(identifier, t0, limits)),
    );
    expect(counted.filter((n) => typeof n === 'number').sort()).toEqual([1, 2, 3, 4, 5]);
    expect(counted.filter((n) => n === 'busy')).toHaveLength(10);
  });

  it('gives back an undecided attempt, lifting the lock it would have made', async () => {
    const identifier = fresh();
    await failTimes(identifier, 4);
    await reserveTimes(identifier, 1);
    await attempts.recordFailure(identifier, t0, limits);
    expect(await attempts.reserve(identifier, t0, limits)).toBe('locked');
    await attempts.release(identifier, limits);
    expect(await attempts.reserve(identifier, t0, limits)).toBe(5);
  });

  it('leaves no row behind when the only attempt is given back', async () => {
    const identifier = fresh();
    await attempts.reserve(identifier, t0, limits);
    await attempts.release(identifier, limits);
    const rows = (await db.query('SELECT count(*)::int AS n FROM login_attempt WHERE identifier = $1', [
      identifier,
    ])) as { n: number }[];
    expect(rows[0]!.n).toBe(0);
  });
});
