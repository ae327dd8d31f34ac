import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource, EntityManager } from 'typeorm';
import { createServiceMetrics } from '../src/metrics.ts';
import { handleOnce } from '../src/inbox/handle-once.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { openEventsDatabase } from './database.ts';

describe('inbox (idempotent consumers)', () => {
  let db: Awaited<ReturnType<typeof openEventsDatabase>>;
  let dataSource: DataSource;
  beforeAll(async () => {
    db = await openEventsDatabase('kit_inbox');
    dataSource = db.dataSource;
    await dataSource.query('CREATE TABLE effect (event_id uuid NOT NULL)');
  });
  afterAll(async () => {
    await db.close();
  });

  const effects = async (eventId: string) =>
    (await dataSource.query('SELECT count(*)::int AS n FROM effect WHERE event_id = $1', [eventId]))[0]
      .n as number;
  const recordEffect = (eventId: string) => (manager: EntityManager) =>
    manager.query('INSERT INTO effect (event_id) VALUES ($1)', [eventId]).then(() => undefined);

  it('runs the handler once when the same event is delivered twice', async () => {
    const metrics = createServiceMetrics('inbox-test');
    const event = newEvent('thing.created', 'test', {});

    expect(await handleOnce(dataSource, 'billing', event, recordEffect(event.id), metrics)).toBe(true);
    expect(await handleOnce(dataSource, 'billing', event, recordEffect(event.id), metrics)).toBe(false);

    expect(await effects(event.id)).toBe(1);
    const counted = (await metrics.eventsConsumed.get()).values.map((v) => [v.labels.outcome, v.value]);
    expect(counted).toEqual(
      expect.arrayContaining([
        ['handled', 1],
        ['duplicate', 1],
      ]),
    );
  });

  it('runs the handler once when two deliveries of one event race', async () => {
    const event = newEvent('thing.created', 'test', {});
    const slowEffect = async (manager: EntityManager) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await recordEffect(event.id)(manager);
    };
    const outcomes = await Promise.all([
      handleOnce(dataSource, 'billing', event, slowEffect),
      handleOnce(dataSource, 'billing', event, slowEffect),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(await effects(event.id)).toBe(1);
  });

  it('forgets a delivery whose handler failed, so the retry runs it, with nothing half-done', async () => {
    const metrics = createServiceMetrics('inbox-test');
    const event = newEvent('thing.created', 'test', {});
    const failing = async (manager: EntityManager) => {
      await recordEffect(event.id)(manager);
      throw new Error('handler failed');
    };

    await expect(handleOnce(dataSource, 'billing', event, failing, metrics)).rejects.toThrow(
      'handler failed',
    );
    expect(await effects(event.id)).toBe(0);
    expect(await handleOnce(dataSource, 'billing', event, recordEffect(event.id), metrics)).toBe(true);
    expect(await effects(event.id)).toBe(1);
    const failed = (await metrics.eventsConsumed.get()).values.find((v) => v.labels.outcome === 'failed');
    expect(failed?.value).toBe(1);
  });

  it('lets each consumer handle the same event once', async () => {
    const event = newEvent('thing.created', 'test', {});
    expect(await handleOnce(dataSource, 'billing', event, recordEffect(event.id))).toBe(true);
    expect(await handleOnce(dataSource, 'audit', event, recordEffect(event.id))).toBe(true);
    expect(await effects(event.id)).toBe(2);
  });
});
