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
