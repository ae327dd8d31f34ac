import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@teleplan/proto/events';
import { assertEnvelope } from '../bus/envelope-codec.ts';

/**
 * Writes `envelope` to the outbox with `manager`, which must be the service's own transaction: the event
 * exists exactly when the change it announces was committed. Call `relay.kick()` after the commit.
 */
export async function enqueueEvent(manager: EntityManager, envelope: EventEnvelope): Promise<void> {
  assertEnvelope(envelope);
  await manager.query('INSERT INTO outbox_event (id, type, payload) VALUES ($1, $2, $3)', [
    envelope.id,
    envelope.type,
    JSON.stringify(envelope),
  ]);
}

/**
 * SQL for a statement that writes its event itself (one round trip): the envelope is the kit's (`newEvent`,
 * bound as JSON at `envelope`, its payload absent) and the payload is `payloadSql`, computed in the statement
 * from each row of `from`.
 */
export function enqueueEventSql(envelope: string, payloadSql: string, from: string): string {
  const e = `${envelope}::jsonb`;
  return `INSERT INTO outbox_event (id, type, payload)
         SELECT (${e} ->> 'id')::uuid, ${e} ->> 'type', ${e} || jsonb_build_object('payload', ${payloadSql})
         FROM ${from}`;
}

/** Writes `envelopes` to the outbox in one statement, in their order (see `enqueueEvent`). */
export async function enqueueEvents(
  manager: EntityManager,
  envelopes: readonly EventEnvelope[],
): Promise<void> {
  if (envelopes.length === 0) return;
  envelopes.forEach((envelope) => assertEnvelope(envelope));
  await manager.query(
    'INSERT INTO outbox_event (id, type, payload) SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[])',
    [
      envelopes.map((envelope) => envelope.id),
      envelopes.map((envelope) => envelope.type),
      envelopes.map((envelope) => JSON.stringify(envelope)),
    ],
  );
}
