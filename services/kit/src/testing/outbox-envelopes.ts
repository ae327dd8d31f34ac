import type { DataSource } from 'typeorm';
import { assertEnvelope } from '../bus/envelope-codec.ts';

/**
 * Checks every row a test suite left in the service's outbox against the kit's envelope (the schema, and its
 * id and type as the row's), whoever wrote it: `newEvent`, a statement's `enqueueEventSql`, or a hand-made
 * insert. Run by `startTestService`'s close, so every service's suite checks its own events.
 */
export async function assertOutboxEnvelopes(dataSource: DataSource): Promise<number> {
  const [table] = await dataSource.query<{ exists: boolean }[]>(
    `SELECT to_regclass('outbox_event') IS NOT NULL AS exists`,
  );
  if (!table?.exists) return 0;
  const rows = await dataSource.query<{ id: string; type: string; payload: unknown }[]>(
    'SELECT id::text AS id, type, payload FROM outbox_event ORDER BY id',
  );
  const problems: string[] = [];
  for (const row of rows) {
    try {
      assertEnvelope(row.payload);
      if (row.payload.id !== row.id || row.payload.type !== row.type)
        throw new Error(`envelope ${row.payload.id} ${row.payload.type} in the row of ${row.id} ${row.type}`);
    } catch (error) {
      problems.push(`${row.type} ${row.id}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0)
    throw new Error(`Outbox rows that are not the kit's envelope:\n${problems.join('\n')}`);
  return rows.length;
}
