import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { driverPool } from '@teleplan/kit/db/driver-pool';

const BACKSLASH = 0x5c;

/**
 * NDJSON bytes as COPY's text format for one column: a JSON line holds no raw tab or line break (JSON escapes
 * them), so only the backslashes of its escapes need doubling.
 */
export async function* copyText(lines: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  for await (const chunk of lines) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (!bytes.includes(BACKSLASH)) {
      yield bytes;
      continue;
    }
    const escaped = Buffer.allocUnsafe(bytes.length * 2);
    let length = 0;
    for (const byte of bytes) {
      escaped[length++] = byte;
      if (byte === BACKSLASH) escaped[length++] = BACKSLASH;
    }
    yield escaped.subarray(0, length);
  }
}

/**
 * Streams NDJSON `lines` into a temporary table `table (line jsonb)` by COPY, then runs `then(table)` (which reads
 * it) on the same connection, taken from `manager`'s pool for the two and given back after. PostgreSQL parses each
 * line once; nothing is parsed in Node.
 */
export function copyIn(
  manager: EntityManager,
  table: string,
  lines: AsyncIterable<Uint8Array>,
  then: (table: string) => string,
): Promise<void> {
  return copyThrough(manager, {
    table,
    columns: 'line jsonb',
    copy: `COPY ${table} (line) FROM STDIN`,
    bytes: copyText(lines),
    then: then(table),
  });
}

/**
 * Streams CSV `lines` (as PostgreSQL writes them) into a temporary table `table (columns)` by COPY, then runs
 * `then(table)` on the same connection, as `copyIn`.
 */
export function copyCsvIn(
  manager: EntityManager,
  table: string,
  columns: string,
  lines: AsyncIterable<Uint8Array>,
  then: (table: string) => string,
): Promise<void> {
  return copyThrough(manager, {
    table,
    columns,
    copy: `COPY ${table} FROM STDIN WITH (FORMAT csv)`,
    bytes: lines,
    then: then(table),
  });
}

async function copyThrough(
  manager: EntityManager,
  steps: { table: string; columns: string; copy: string; bytes: AsyncIterable<Uint8Array>; then: string },
): Promise<void> {
  const client = await driverPool(manager).connect();
  try {
    await client.query(`CREATE TEMP TABLE ${steps.table} (${steps.columns})`);
    await pipeline(Readable.from(steps.bytes), client.query(copyFrom(steps.copy)));
    await client.query(steps.then);
    await client.query(`DROP TABLE ${steps.table}`);
    client.release();
  } catch (error) {
    // Closed rather than reused: a COPY cut by its source may still be under way (the temporary table goes too).
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
