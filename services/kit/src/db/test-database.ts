import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

let embeddedBase: Promise<string> | undefined;

/**
 * The PostgreSQL server tests use: `DATABASE_URL` when set, else the local server on 127.0.0.1:5432 when one
 * answers, else an embedded PostgreSQL started once for the test process.
 */
export async function testServerUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return local;
  } catch {
    embeddedBase ??= startEmbeddedPostgres({
      dataDir: `/tmp/teleplan-test-pg-${process.pid}`,
      port: 54330 + (process.pid % 1000),
      persistent: false,
    }).then((pgServer) => pgServer.url('postgres'));
    return embeddedBase;
  }
}

/** A URL to a fresh, uniquely named database for one test file (created on first connection by `openDatabase`). */
export async function freshTestDatabaseUrl(prefix: string): Promise<string> {
  const url = new URL(await testServerUrl());
  url.pathname = `/t_${prefix}_${randomBytes(4).toString('hex')}`;
  return url.toString();
}
