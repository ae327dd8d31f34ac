import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import type { DataSource } from 'typeorm';
import { consumeEvents, onEvent } from '../src/inbox/consume-events.ts';
import { enqueueEvent, enqueueEventSql, enqueueEvents } from '../src/outbox/enqueue-event.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { assertOutboxEnvelopes } from '../src/testing/outbox-envelopes.ts';
import { createTestBus } from '../src/testing/test-bus.ts';
import { useEventsDatabase } from './database.ts';

describe('outbox envelopes', () => {
  const events = useEventsDatabase('kit_envelopes');
  let dataSource: DataSource;
  beforeAll(() => {
    dataSource = events().dataSource;
  });

  it('accepts the rows of newEvent and of a statement writing its event with enqueueEventSql', async () => {
    await enqueueEvent(dataSource.manager, newEvent('thing.created', 'kit-test', { n: 1 }));
    const envelope = { ...newEvent('thing.booked', 'kit-test', null), payload: undefined };
    await dataSource.query(
      `WITH made AS (SELECT 42 AS n) ${enqueueEventSql('$1', "jsonb_build_object('n', made.n)", 'made')}`,
      [JSON.stringify(envelope)],
    );
    const [row] = await dataSource.query<{ payload: Record<string, unknown> }[]>(
      "SELECT payload FROM outbox_event WHERE type = 'thing.booked'",
    );
    expect(row!.payload).toEqual({ ...envelope, payload: { n: 42 } });
    expect(row!.payload.version).toBe(1);
    expect(await assertOutboxEnvelopes(dataSource)).toBe(2);
  });

  it('names a row built by hand without a version', async () => {
    const id = randomUUID();
    await dataSource.query(
      `INSERT INTO outbox_event (id, type, payload) VALUES ($1::uuid, 'thing.hand-made', jsonb_build_object('id', $2::text,
         'type', 'thing.hand-made', 'occurredAt', '2026-03-02T09:00:00.000Z', 'producer', 'kit-test', 'payload', 1))`,
      [id, id],
    );
    await expect(assertOutboxEnvelopes(dataSource)).rejects.toThrow(
      `thing.hand-made ${id}: Not an event envelope`,
    );
    await dataSource.query('DELETE FROM outbox_event WHERE id = $1', [id]);
  });

  it('writes several envelopes in one call, each as it is, none for an empty list', async () => {
    const written = [
      newEvent('thing.paid', 'kit-test', { n: 1, note: 'l’été "quoted"' }),
      { ...newEvent('thing.paid', 'kit-test', null), occurredAt: '2026-03-02T09:00:00.000Z' },
    ];
    await enqueueEvents(dataSource.manager, written);
    await enqueueEvents(dataSource.manager, []);
    const rows = await dataSource.query<{ payload: unknown }[]>(
      "SELECT payload FROM outbox_event WHERE type = 'thing.paid' ORDER BY id",
    );
    expect(rows.map((row) => row.payload)).toEqual(written);
    expect(await assertOutboxEnvelopes(dataSource)).toBe(4);
  });
});

describe('a consumer', () => {
  const events = useEventsDatabase('kit_unknown_fields');

  it('ignores fields it does not know, in the envelope and in the payload (a newer producer)', async () => {
    const bus = createTestBus();
    const seen: unknown[] = [];
    await consumeEvents(bus, 'kit-test', events(), {
      'thing.created': onEvent(Type.Object({ n: Type.Integer() }), async (payload) => {
        seen.push(payload.n);
      }),
    });
    const event = newEvent('thing.created', 'kit-test', { n: 7, colour: 'bleu' });
    await bus.publish({ ...event, traceparent: '00-abc-def-01' } as typeof event);
    await bus.idle();
    await bus.close();
    expect(seen).toEqual([7]);
  });
});
