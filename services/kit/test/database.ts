import { afterAll, beforeAll } from 'vitest';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/db/data-source.ts';
import { freshTestDatabaseUrl } from '../src/db/test-database.ts';
import { outboxEntities, OutboxMigration1700000000100 } from '../src/outbox/outbox-table.ts';
import { inboxEntities, InboxMigration1700000000200 } from '../src/inbox/inbox-table.ts';
import { dropTestDatabase } from '../src/testing/drop-test-database.ts';
import { DeliveryStoreMigration1700000000400 } from '../src/bus/postgres-delivery-store.ts';

/**
 * A fresh database with the outbox and inbox tables, as a service's migrations would make them, and the
 * standalone bus's delivery table.
 */
export async function openEventsDatabase(
  prefix: string,
): Promise<{ url: string; dataSource: DataSource; close(): Promise<void> }> {
  const url = await freshTestDatabaseUrl(prefix);
  const dataSource = await openDatabase({
    url,
    entities: [...outboxEntities, ...inboxEntities],
    migrations: [
      OutboxMigration1700000000100,
      InboxMigration1700000000200,
      DeliveryStoreMigration1700000000400,
    ],
  });
  return {
    url,
    dataSource,
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropTestDatabase(url);
    },
  };
}

/** A fresh events database for the suite: opened before its tests, closed and dropped after them. */
export function useEventsDatabase(prefix: string): () => Awaited<ReturnType<typeof openEventsDatabase>> {
  let db: Awaited<ReturnType<typeof openEventsDatabase>> | undefined;
  beforeAll(async () => {
    db = await openEventsDatabase(prefix);
  });
  afterAll(async () => db?.close());
  return () => db!;
}
