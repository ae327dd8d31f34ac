import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { EVALUATION_CRITERIA } from '@teleplan/proto/schedule-evaluations';
import { instant, objectTextSql, quoted } from './appointment-json.sql.ts';
import { copyConnection, copyOut, ndjsonCopySql } from './copy-out.ts';

/** An instant of the export's range, and the owners it is narrowed to (every owner without them). */
export interface AvailabilityFilter {
  from: Date;
  to: Date;
  ownerIds?: readonly string[];
}

/** APPOINTMENT_FACT_COLUMNS as the appointment's columns. */
const FACT_COLUMNS = `a.id, a.doctor_id, a.room_id, a.sector_id, a.patient_id, a.start_time, a.end_time, a.canceled,
  a.absent_patient, a.paid, a.from_c15, a.no_treating_doctor, a.treating_doctor_not_available, a.deleted,
  a.updated_at`;

/** The evaluation column of a criterion: `problemResolution` -> `problem_resolution`. */
const column = (criterion: string) => criterion.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * proto's EvaluationSubmittedPayload of the answers `e` to appointment `a`. The evaluation keeps the answers only:
 * room, sector and doctor are the appointment's now, the same as when it was answered unless it moved since.
 */
const EVALUATION_TEXT = objectTextSql([
  ['appointmentId', quoted('e.appointment_id')],
  ['room', quoted('a.room_id')],
  ['sector', quoted('a.sector_id')],
  ['doctor', quoted('a.doctor_id')],
  ['answers', objectTextSql(EVALUATION_CRITERIA.map((c) => [c, `e.${column(c)}::text`]))],
  ['submittedAt', quoted(instant('e.submitted_at'))],
]);

/**
 * The stretches of [from, to) in which each owner is available (`owner_availability`: weekly slots per local date,
 * plus exceptional availability, minus exceptional unavailability, as disjoint ranges). The owners are those with a
 * weekly slot or an exceptional availability in the range. Computed owner by owner in the owners' order (a lateral
 * join), so the first lines leave at once.
 */
function availabilitySql(filter: AvailabilityFilter, literal: (value: string) => string): string {
  const from = `${literal(filter.from.toISOString())}::timestamptz`;
  const to = `${literal(filter.to.toISOString())}::timestamptz`;
  const only = filter.ownerIds
    ? `WHERE owner_id = ANY (${literal(`{${filter.ownerIds.join(',')}}`)}::uuid[])`
    : '';
  const text = objectTextSql([
    ['ownerType', quoted('o.owner_type')],
    ['owner', quoted('o.owner_id')],
    ['start', quoted(instant('lower(r)'))],
    ['end', quoted(instant('upper(r)'))],
  ]);
  return `
    SELECT ${text}
      FROM (SELECT owner_id, min(owner_type) AS owner_type
              FROM (SELECT owner_id, owner_type FROM default_availability
                    UNION ALL
                    SELECT owner_id, owner_type FROM exceptional_slot
                     WHERE available AND start_time < ${to} AND end_time > ${from}) AS u
             ${only}
             GROUP BY owner_id) AS o
     CROSS JOIN LATERAL unnest(owner_availability(o.owner_id, ${from}, ${to})) AS r
     ORDER BY o.owner_id, lower(r)`;
}

/**
 * The owners' facts a read model rebuilds from (proto/read-model-exports.ts), as NDJSON lines that PostgreSQL
 * writes itself (`copyOut`, `ndjsonCopySql`).
 */
export class InternalExportsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /**
   * Every appointment, canceled and deleted ones included, as CSV of APPOINTMENT_FACT_COLUMNS, in the table's
   * order: sorting them first would hold the first line back for as long as the sort takes (minutes, past the
   * reader's patience, for millions).
   */
  async appointments(): Promise<Readable> {
    // Instants written as ISO 8601 with their offset, whatever the server's default style.
    const client = await copyConnection(this.manager, (connection) =>
      connection.query("SET DateStyle = 'ISO, YMD'"),
    );
    return copyOut(client, `COPY (SELECT ${FACT_COLUMNS} FROM appointment a) TO STDOUT WITH (FORMAT csv)`);
  }

  /** Every answered survey, in no particular order (as the appointments, so the first lines leave at once). */
  evaluations(): Promise<Readable> {
    return this.copy(
      () => `SELECT ${EVALUATION_TEXT} FROM evaluation e JOIN appointment a ON a.id = e.appointment_id`,
    );
  }

  /** The owners' available stretches, ordered by owner and start. */
  availability(filter: AvailabilityFilter): Promise<Readable> {
    return this.copy((literal) => availabilitySql(filter, literal));
  }

  /** COPY takes no bound parameters: values are written as literals escaped by the connection. */
  private async copy(select: (literal: (value: string) => string) => string): Promise<Readable> {
    const client = await copyConnection(this.manager);
    return copyOut(client, ndjsonCopySql(select((value) => client.escapeLiteral(value))));
  }
}
