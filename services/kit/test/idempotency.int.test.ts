import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource, EntityManager } from 'typeorm';
import { idempotent, IdempotencyMigration1700000000300 } from '../src/http/idempotency.ts';
import { openEventsDatabase } from './database.ts';

const NOW = new Date('2026-03-02T10:00:00.000Z');

describe('idempotent', () => {
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let dataSource: DataSource;
  beforeAll(async () => {
    db = await openEventsDatabase('kit_idempotency');
    dataSource = db.dataSource;
    const runner = dataSource.createQueryRunner();
    await new IdempotencyMigration1700000000300().up(runner);
    await runner.release();
  });
  afterAll(async () => {
    await db.close();
  });

  /** A write that records one outbox row of `type` and answers its id. */
  const write = (type: string) => async (manager: EntityManager) => {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO outbox_event (id, type, payload) VALUES ($1, $2, '{}') RETURNING id`,
      [randomUUID(), type],
    );
    return { status: 201, body: { id: row!.id } };
  };
  const count = async (type: string) =>
    (
      await dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM outbox_event WHERE type = $1', [
        type,
      ])
    )[0]!.n;
  const call = (
    key: string | undefined,
    request: unknown = ['POST', '/things', { a: 1 }],
    caller = 'u1',
  ) => ({
    caller,
    key,
    request,
    now: NOW,
    reusedCode: 'common.request.invalid' as const,
  });

  it('writes once for 10 concurrent calls with one key and answers all of them the first answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => idempotent(dataSource, call(key), write('kit.concurrent'))),
    );
    expect(await count('kit.concurrent')).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
  });

  it('refuses the key with another request (422 with the given code) and writes nothing', async () => {
    const key = randomUUID();
    await idempotent(dataSource, call(key), write('kit.reused'));
    await expect(
      idempotent(dataSource, call(key, ['POST', '/things', { a: 2 }]), write('kit.reused')),
    ).rejects.toMatchObject({ statusCode: 422, messageCode: 'common.request.invalid' });
    expect(await count('kit.reused')).toBe(1);
  });

  it('keeps nothing of a failed write, so its retry writes', async () => {
    const key = randomUUID();
    const failing = async (manager: EntityManager) => {
      await write('kit.failed')(manager);
      throw new Error('refused');
    };
    await expect(idempotent(dataSource, call(key), failing)).rejects.toThrow('refused');
    expect(await count('kit.failed')).toBe(0);
    const retry = await idempotent(dataSource, call(key), write('kit.failed'));
    expect([retry.replayed, await count('kit.failed')]).toEqual([false, 1]);
  });

  it('keeps keys per caller and writes each time without a key', async () => {
    const key = randomUUID();
    await idempotent(dataSource, call(key, undefined, 'u1'), write('kit.callers'));
    await idempotent(dataSource, call(key, undefined, 'u2'), write('kit.callers'));
    await idempotent(dataSource, call(undefined), write('kit.callers'));
    await idempotent(dataSource, call(undefined), write('kit.callers'));
    expect(await count('kit.callers')).toBe(4);
  });
});
