import type { EntityManager } from 'typeorm';
import { EVALUATION_CRITERIA, type EvaluationSubmittedPayload } from '@teleplan/proto/schedule-evaluations';
import { copyIn } from './copy-in.ts';
import { evaluationContributions } from './evaluation-contributions.ts';

/** The fields of an `EvaluationSubmittedPayload` (JSON) the model keeps, as a record definition. */
const EVALUATION_RECORD = `x("appointmentId" uuid, doctor uuid, room uuid, sector uuid, "submittedAt" timestamptz,
  answers jsonb)`;

const ANSWERS = EVALUATION_CRITERIA.map((criterion) => `(x.answers->>'${criterion}')::int`).join(', ');

/** Submitted evaluations in `schema` (public, or the rebuild's shadow); one per appointment, the first kept. */
export class EvaluationsRepository {
  readonly manager: EntityManager;
  readonly schema: string;
  constructor(manager: EntityManager, schema = 'public') {
    this.manager = manager;
    this.schema = schema;
  }

  /** The evaluations of `records` (a FROM item of EVALUATION_RECORD records `x`) not known yet, inserted. */
  private insert(records: string): string {
    return `INSERT INTO ${this.schema}.evaluation
         (appointment_id, doctor_id, room_id, sector_id, submitted_at, responsiveness, problem_resolution,
          smooth_execution, pleasant_reception, pleasant_consultation, next_appointment, sufficient_document)
       SELECT x."appointmentId", x.doctor, x.room, x.sector, x."submittedAt", ${ANSWERS} FROM ${records}
       ON CONFLICT (appointment_id) DO NOTHING`;
  }

  /**
   * Writes the evaluations export's NDJSON bytes into `schema`'s evaluations, rollups left for later (the
   * rebuild's load): the lines go to PostgreSQL as they are (COPY), as the appointments do.
   */
  async copyExport(lines: AsyncIterable<Uint8Array>): Promise<void> {
    await copyIn(this.manager, 'exported_evaluation', lines, (table) =>
      this.insert(`${table} e CROSS JOIN LATERAL jsonb_to_record(e.line) AS ${EVALUATION_RECORD}`),
    );
  }

  /** Writes the evaluations and adds the new ones to `evaluation_hour`, in one statement (the events). */
  async submit(evaluations: readonly EvaluationSubmittedPayload[]): Promise<void> {
    await this.manager.query(
      `WITH added AS (${this.insert(`jsonb_to_recordset($1::jsonb) AS ${EVALUATION_RECORD}`)} RETURNING *)
       ${evaluationContributions(this.schema, 'added')}`,
      [JSON.stringify(evaluations)],
    );
  }
}
