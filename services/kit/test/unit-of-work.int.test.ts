import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { inTransaction } from '../src/db/in-transaction.ts';
import { inUnitOfWork, type UnitOfWorkScope } from '../src/db/unit-of-work.ts';
import { openEventsDatabase } from './database.ts';

const AT = new Date('2026-03-02T09:00:00.000Z');

describe('unit of work', () => {
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let dataSource: DataSource;
  let kicks = 0;
  let scope: UnitOfWorkScope;
  beforeAll(async () => {
    db = await openEventsDatabase('kit_unit_of_work');
    dataSource = db.dataSource;
    scope = { dataSource, clock: () => AT, kickOutbox: () => void kicks++ };
  });
  afterAll(async () => db?.close());

  const outboxTypes = async (): Promise<string[]> =>
    (await dataSource.query<{ type: string }[]>('SELECT type FROM outbox_event ORDER BY id')).map(
      (r) => r.type,
    );

  it('commits its events with its changes, then kicks the outbox and runs its after-commit tasks once', async () => {
    const seen: string[] = [];
    const kicksBefore = kicks;
    const result = await inUnitOfWork(scope, 'kit-test', async (work) => {
      expect(work.now).toEqual(AT);
      await work.emit('thing.created', { n: 1 });
      await work.emit('thing.updated', { n: 2 }, '2026-03-01T08:00:00.000Z');
      work.afterCommit(() => seen.push(`task saw ${kicks - kicksBefore} kick before it`));
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(kicks - kicksBefore).toBe(1);
    expect(seen).toEqual(['task saw 1 kick before it']);
    const [updated] = await dataSource.query<{ payload: { occurredAt: string; producer: string } }[]>(
      "SELECT payload FROM outbox_event WHERE type = 'thing.updated'",
    );
    expect(updated!.payload).toMatchObject({ occurredAt: '2026-03-01T08:00:00.000Z', producer: 'kit-test' });
  });

  it('writes nothing, kicks nothing and runs no task when it fails', async () => {
    const before = await outboxTypes();
    const kicksBefore = kicks;
    let ran = false;
    await expect(
      inUnitOfWork(scope, 'kit-test', async (work) => {
        await work.emit('thing.deleted', {});
        work.afterCommit(() => (ran = true));
        throw new Error('refused after the event was written');
      }),
    ).rejects.toThrow('refused');
    expect(await outboxTypes()).toEqual(before);
    expect(kicks).toBe(kicksBefore);
    expect(ran).toBe(false);
  });

  it('joins the transaction it is given and waits for that transaction’s commit', async () => {
    const kicksBefore = kicks;
    let ran = false;
    await inTransaction(dataSource.manager, async (outer) => {
      await inUnitOfWork(
        scope,
        'kit-test',
        async (work) => {
          expect(work.manager).toBe(outer);
          await work.emit('thing.joined', {});
          work.afterCommit(() => (ran = true));
        },
        outer,
      );
      expect([kicks - kicksBefore, ran]).toEqual([0, false]);
    });
    expect([kicks - kicksBefore, ran]).toEqual([1, true]);
  });

  it('runs no task of a joined unit when the outer transaction rolls back', async () => {
    const kicksBefore = kicks;
    let ran = false;
    await expect(
      dataSource.transaction(async (outer) => {
        await inUnitOfWork(
          scope,
          'kit-test',
          async (work) => {
            await work.emit('thing.lost', {});
            work.afterCommit(() => (ran = true));
          },
          outer,
        );
        throw new Error('the outer write failed');
      }),
    ).rejects.toThrow('outer write');
    expect([kicks - kicksBefore, ran]).toEqual([0, false]);
    expect(await outboxTypes()).not.toContain('thing.lost');
  });
});
