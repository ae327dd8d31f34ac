import type { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { neutraliseFormulaSql } from '@teleplan/kit/csv/formula-cells';
import { driverPool } from '@teleplan/kit/db/driver-pool';

/** What an export selects; every list given narrows it (AND), an empty list matches nothing. */
export interface ExportFilter {
  from: Date;
  to: Date;
  zone: string;
  sectorIds?: readonly string[];
  roomIds?: readonly string[];
  doctorIds?: readonly string[];
  /** Only appointments flagged fromC15 (the C15 extraction). */
  c15Only: boolean;
  /** Whether the Patient column holds names (blank otherwise). */
  withPatientNames: boolean;
}

/** PostgreSQL knows no such time zone (the runtime did). */
export class UnknownZoneError extends Error {}

const yesNo = (column: string) => `CASE WHEN ${column} THEN 'Oui' ELSE 'Non' END`;
const fullName = (alias: string) => `concat_ws(' ', ${alias}.first_name, ${alias}.last_name)`;

/**
 * One line per appointment, in the columns of EXPORT_HEADERS (domain/export-columns.ts), ordered by start (no
 * tie-break: the index on start gives the order as it is, a tie-break would cost a sort step, a fifth of the CPU).
 * Deleted appointments are never exported; canceled ones are, with their motive.
 */
function exportSql(filter: ExportFilter, literal: (value: string) => string): string {
  const zone = literal(filter.zone);
  const local = (column: string, format: string) => `to_char(${column} AT TIME ZONE ${zone}, '${format}')`;
  const ids = (column: string, list: readonly string[] | undefined) =>
    list === undefined ? '' : ` AND ${column} = ANY (${literal(`{${list.join(',')}}`)}::uuid[])`;
  return `COPY (
    SELECT ${local('a.start_time', 'DD/MM/YYYY')}, ${local('a.start_time', 'HH24:MI')},
      ${local('a.end_time', 'HH24:MI')},
      ${neutraliseFormulaSql('r.name')}, ${neutraliseFormulaSql('s.name')}, ${neutraliseFormulaSql(fullName('d'))},
      ${filter.withPatientNames ? neutraliseFormulaSql(fullName('p')) : 'NULL'},
      ${yesNo('a.paid')}, ${yesNo('a.canceled')}, ${neutraliseFormulaSql('a.cancel_motive')},
      ${yesNo('a.absent_patient')}, ${yesNo('a.from_c15')}, ${yesNo('a.no_treating_doctor')},
      ${yesNo('a.treating_doctor_not_available')}, ${neutraliseFormulaSql('a.comment')}
    FROM appointment a
      LEFT JOIN room r ON r.id = a.room_id
      LEFT JOIN sector s ON s.id = a.sector_id
      LEFT JOIN person d ON d.id = a.doctor_id
      ${filter.withPatientNames ? 'LEFT JOIN person p ON p.id = a.patient_id' : ''}
    WHERE NOT a.deleted
      AND a.start_time >= ${literal(filter.from.toISOString())}::timestamptz
      AND a.start_time < ${literal(filter.to.toISOString())}::timestamptz
      ${filter.c15Only ? 'AND a.from_c15' : ''}${ids('a.sector_id', filter.sectorIds)}${ids('a.room_id', filter.roomIds)}${ids('a.doctor_id', filter.doctorIds)}
    ORDER BY a.start_time
  ) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`;
}

/** Whether PostgreSQL answered the error itself, which leaves the connection in a known state. */
function leavesConnectionUsable(error: Error & { severity?: string }): boolean {
  return error.severity !== undefined;
}

/**
 * Streams the exported appointments as CSV lines that PostgreSQL writes itself (`COPY … TO STDOUT`, through
 * pg-copy-streams) on a connection of its own from the service's pool: memory stays flat whatever the size.
 * TypeORM's `stream()` is not used: it leaked connections.
 */
export class ExportRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /**
   * The CSV lines (no header). The connection goes back to the pool when the stream ends or fails with an
   * answer from PostgreSQL; a stream destroyed early (the client went away) closes its connection instead, which
   * ends the COPY on the server.
   */
  async open(filter: ExportFilter): Promise<Readable> {
    const client = await driverPool(this.manager).connect();
    try {
      // COPY takes no bound parameters: check the zone with one that does, then write literals.
      await client.query("SELECT 'epoch'::timestamptz AT TIME ZONE $1", [filter.zone]);
    } catch (error) {
      client.release();
      if ((error as { code?: string }).code === '22023') throw new UnknownZoneError(filter.zone);
      throw error;
    }
    return this.copy(
      client,
      exportSql(filter, (value) => client.escapeLiteral(value)),
    );
  }

  private copy(client: PoolClient, sql: string): Readable {
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
}
