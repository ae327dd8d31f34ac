import type { EntityManager } from 'typeorm';
import { EVALUATION_CRITERIA, type EvaluationSubmittedPayload } from '@teleplan/proto/schedule-evaluations';
import { evaluationContributions } from './evaluation-contributions.ts';

const ANSWERS = EVALUATION_CRITERIA.map((criterion) => `(x.answers->>'${criterion}')::int`).join(', ');

/** Submitted evaluations in `schema` (public, or the rebuild's shadow); one per appointment, the first kept. */
export class EvaluationsRepository {
  readonly manager: EntityManager;
  readonly schema: string;
  constructor(manager: EntityManager, schema = 'public') {
    this.manager = manager;
    this.schema = schema;
  }

  /** The evaluations (JSON at $1) not known yet, inserted, their rows returned. */
  private get insert(): string {
    return `INSERT INTO ${this.schema}.evaluation
         (appointment_id, doctor_id, room_id, sector_id, submitted_at, responsiveness, problem_resolution,
          smooth_execution, pleasant_reception, pleasant_consultation, next_appointment, sufficient_document)
       SELECT x."appointmentId", x.doctor, x.room, x.sector, x."submittedAt", ${ANSWERS}
         FROM jsonb_to_recordset($1::jsonb) AS x("appointmentId" uuid, doctor uuid, room uuid, sector uuid,
                                               "submittedAt" timestamptz, answers jsonb)
       ON CONFLICT (appointment_id) DO NOTHING
       RETURNING *`;
  }

  /** Writes the evaluations, rollups left for later (the rebuild's load). */
  async apply(evaluations: readonly EvaluationSubmittedPayload[]): Promise<void> {
    await this.manager.query(this.insert, [JSON.stringify(evaluations)]);
  }

  /** Writes the evaluations and adds the new ones to `evaluation_hour`, in one statement (the events). */
  async submit(evaluations: readonly EvaluationSubmittedPayload[]): Promise<void> {
    await this.manager.query(
      `WITH added AS (${this.insert}) ${evaluationContributions(this.schema, 'added')}`,
      [JSON.stringify(evaluations)],
    );
  }
}
