import type { EntityManager } from 'typeorm';
import { EVALUATION_CRITERIA, type EvaluationSubmittedPayload } from '@teleplan/proto/schedule-evaluations';

const ANSWERS = EVALUATION_CRITERIA.map((criterion) => `(x.answers->>'${criterion}')::int`).join(', ');

/** Submitted evaluations in `schema` (public, or the rebuild's shadow); one per appointment, the first kept. */
export class EvaluationsRepository {
  readonly manager: EntityManager;
  readonly schema: string;
  constructor(manager: EntityManager, schema = 'public') {
    this.manager = manager;
    this.schema = schema;
  }

  async apply(evaluations: readonly EvaluationSubmittedPayload[]): Promise<void> {
    await this.manager.query(
      `INSERT INTO ${this.schema}.evaluation
         (appointment_id, doctor_id, room_id, sector_id, submitted_at, responsiveness, problem_resolution,
          smooth_execution, pleasant_reception, pleasant_consultation, next_appointment, sufficient_document)
       SELECT x."appointmentId", x.doctor, x.room, x.sector, x."submittedAt", ${ANSWERS}
         FROM jsonb_to_recordset($1::jsonb) AS x("appointmentId" uuid, doctor uuid, room uuid, sector uuid,
                                               "submittedAt" timestamptz, answers jsonb)
       ON CONFLICT (appointment_id) DO NOTHING`,
      [JSON.stringify(evaluations)],
    );
  }
}
