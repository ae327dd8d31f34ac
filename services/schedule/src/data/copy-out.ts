import type { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { driverPool } from '@teleplan/kit/db/driver-pool';

/** Whether PostgreSQL answered the error itself, which leaves the connection in a known state. */
function leavesConnectionUsable(error: Error & { severity?: string }): boolean {
  return error.severity !== undefined;
}

/**
 * A connection of its own from the service's pool, for one `copyOut`, once `prepare` (a statement the COPY needs
 * first) ran on it; when that fails the connection goes back to the pool (closed unless PostgreSQL answered the
 * error) and the error is thrown.
 */
export async function copyConnection(
  manager: EntityManager,
  prepare?: (client: PoolClient) => Promise<unknown>,
): Promise<PoolClient> {
  const client = await driverPool(manager).connect();
  try {
    await prepare?.(client);
  } catch (error) {
    client.release(leavesConnectionUsable(error as Error) ? undefined : (error as Error));
    throw error;
  }
  return client;
}

/**
 * The lines PostgreSQL writes for `sql` (a `COPY … TO STDOUT`, through pg-copy-streams) on `client`, which it owns
 * from then on: memory stays flat whatever the size (TypeORM's `stream()` is not used: it leaked connections). The
 * connection goes back to the pool when the stream ends or fails with an answer from PostgreSQL; a stream destroyed
 * early (the client went away) closes its connection instead, which ends the COPY on the server.
 */
export function copyOut(client: PoolClient, sql: string): Readable {
  const lines = client.query(copyTo(sql));
  let finished = false;
  let failure: (Error & { severity?: string }) | undefined;
  lines.once('end', () => {
    finished = true;
  });
  lines.on('error', (error: Error) => {
    failure ??= error;
  });
  lines.once('close', () => {
    if (finished) client.release();
    else if (failure && leavesConnectionUsable(failure)) client.release();
    else client.release(failure ?? new Error('export abandoned'));
  });
  return lines;
}

/**
 * `COPY` of a query whose one column is a JSON text, as NDJSON lines. The CSV format writes a value as it is unless
 * it holds the delimiter, the quote or a line break: with two control characters as those (JSON text escapes every
 * control character) and no line break in JSON text from PostgreSQL, each line is the JSON text and a newline (the
 * text format would double every backslash).
 */
export const ndjsonCopySql = (select: string) =>
  `COPY (${select}) TO STDOUT WITH (FORMAT csv, DELIMITER E'\\x02', QUOTE E'\\x01')`;
