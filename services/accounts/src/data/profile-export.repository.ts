import type { Readable } from 'node:stream';
import QueryStream from 'pg-query-stream';
import type { EntityManager } from 'typeorm';
import type { Role } from '@teleplan/proto/roles';
import { driverPool } from '@teleplan/kit/db/driver-pool';
import { rsqlToSql, sortToSql, SqlParams } from './profile-query.ts';

/** Rows are fetched from the database this many at a time (a cursor), whatever the size of the export. */
export const EXPORT_BATCH_SIZE = 500;

function leavesConnectionUsable(error: Error & { code?: string; severity?: string }): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.severity !== undefined;
}

/** One exported profile, as the database gives it. */
export interface ExportRow {
  id: string;
  last_name: string;
  first_name: string;
  email: string | null;
  telephone_number: string | null;
  staff: boolean;
  created_at: Date;
  enabled: boolean | null;
  granted_roles: Role[] | null;
}

export interface ExportFilter {
  /** RSQL over the fields of `by-query` (empty: every profile). */
  query?: string;
  sort?: readonly string[];
  /** Only profiles that are not staff, whatever the query says. */
  patientsOnly: boolean;
}

/**
 * A running export: `rows` streams ExportRow objects in order. Its connection goes back to the pool once `rows`
 * is closed (ended, failed or destroyed because the client went away); after an error the connection is
 * discarded instead.
 */
export interface ExportCursor {
  rows: Readable;
}

/**
 * Streams profiles with a server-side cursor on a connection of its own, taken from the service's pool (not
 * through TypeORM, whose `stream()` leaked connections: docs/architecture.md#heavy-reads).
 */
export class ProfileExportRepository {
  private readonly manager: EntityManager;

  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** The filtered, sorted profiles. A bad query or sort throws `QueryError` before any connection is taken. */
  async open(filter: ExportFilter): Promise<ExportCursor> {
    const params = new SqlParams();
    const condition = rsqlToSql(filter.query, params);
    const where = filter.patientsOnly ? `p.staff = false AND ${condition}` : condition;
    const sql = `SELECT p.id, p.last_name, p.first_name, p.email, p.telephone_number, p.staff, p.created_at,
        a.enabled, a.granted_roles
      FROM profile p LEFT JOIN account a ON a.id = p.id
      WHERE ${where} ORDER BY ${sortToSql(filter.sort, params.searchesText)}`;
    const client = await driverPool(this.manager).connect();
    const rows = client.query(new QueryStream(sql, params.values, { batchSize: EXPORT_BATCH_SIZE }));
    let failure: Error | undefined;
    rows.on('error', (error: Error) => {
      failure ??= error;
    });
    // 'close' comes once the cursor is closed, however the stream ended. A client that went away or an error
    // PostgreSQL answered leaves a usable connection (pg-pool itself drops one that broke); anything else
    // discards it.
    rows.once('close', () =>
      client.release(failure && !leavesConnectionUsable(failure) ? failure : undefined),
    );
    return { rows };
  }
}
