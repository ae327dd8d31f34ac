import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { neutraliseFormulaSql } from '@teleplan/kit/csv/formula-cells';
import { copyConnection, copyOut } from './copy-out.ts';

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
 * Exported for the benchmark, which runs the same COPY alone beside the export as its floor.
 * Deleted appointments are never exported; canceled ones are, with their motive.
 */
export function exportSql(filter: ExportFilter, literal: (value: string) => string): string {
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

/**
 * Streams the exported appointments as CSV lines that PostgreSQL writes itself (`copyOut`).
 */
export class ExportRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** The CSV lines (no header). */
  async open(filter: ExportFilter): Promise<Readable> {
    // COPY takes no bound parameters: check the zone with one that does, then write literals.
    const client = await copyConnection(this.manager, (connection) =>
      connection.query("SELECT 'epoch'::timestamptz AT TIME ZONE $1", [filter.zone]),
    ).catch((error: unknown) => {
      throw (error as { code?: string }).code === '22023' ? new UnknownZoneError(filter.zone) : error;
    });
    return copyOut(
      client,
      exportSql(filter, (value) => client.escapeLiteral(value)),
    );
  }
}
