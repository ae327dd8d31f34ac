import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { ServiceMetrics } from '../metrics.ts';

/**
 * Runs `fn` for `envelope` unless `consumer` already handled that event id, recording the id in the same
 * transaction as fn's changes. Resolves true when fn ran, false for a duplicate; a throw from fn rolls both
 * back and propagates, so the bus retries. A concurrent duplicate waits on the id's row, then is skipped.
 */
export async function handleOnce(
  dataSource: DataSource,
  consumer: string,
  envelope: EventEnvelope,
  fn: (manager: EntityManager) => Promise<void>,
  metrics?: ServiceMetrics,
): Promise<boolean> {
  const count = (outcome: 'handled' | 'duplicate' | 'failed') =>
    metrics?.eventsConsumed.inc({ type: envelope.type, outcome });
  try {
    const handled = await dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO inbox_event (event_id, consumer) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [envelope.id, consumer],
      );
      if (inserted.length === 0) return false;
      await fn(manager);
      return true;
    });
    count(handled ? 'handled' : 'duplicate');
    return handled;
  } catch (error) {
    count('failed');
    throw error;
  }
}
