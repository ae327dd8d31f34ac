import type { EntityManager } from 'typeorm';
import type { EvaluationAnswers } from '@teleplan/proto/schedule-evaluations';

/** Where an appointment stands for a survey: what it is evaluated for, and whether it still holds. */
export interface EvaluatedAppointment {
  id: string;
  room: string;
  sector: string;
  doctor: string;
  canceled: boolean;
  deleted: boolean;
  /** Whether its survey was answered. */
  answered: boolean;
}

/** A survey link found by its token's hash: its appointment and its expiry. */
export interface EvaluationLink {
  appointment: EvaluatedAppointment;
  expiresAt: Date;
}

interface RawLink {
  id: string;
  room_id: string;
  sector_id: string;
  doctor_id: string;
  canceled: boolean;
  deleted: boolean;
  expires_at: Date;
  answered: boolean;
}

const APPOINTMENT_COLUMNS = `a.id, a.room_id, a.sector_id, a.doctor_id, a.canceled, a.deleted,
  EXISTS (SELECT 1 FROM evaluation e WHERE e.appointment_id = a.id) AS answered`;

const toAppointment = (raw: Omit<RawLink, 'expires_at'>): EvaluatedAppointment => ({
  id: raw.id,
  room: raw.room_id,
  sector: raw.sector_id,
  doctor: raw.doctor_id,
  canceled: raw.canceled,
  deleted: raw.deleted,
  answered: raw.answered,
});

/** Survey links (only their tokens' SHA-256 is stored) and the answers, one set per appointment. */
export class EvaluationsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async appointment(id: string): Promise<EvaluatedAppointment | null> {
    const [raw] = await this.manager.query<RawLink[]>(
      `SELECT ${APPOINTMENT_COLUMNS} FROM appointment a WHERE a.id = $1`,
      [id],
    );
    return raw ? toAppointment(raw) : null;
  }

  async addLink(link: { tokenHash: string; appointmentId: string; issuedAt: Date; expiresAt: Date }) {
    await this.manager.query(
      `INSERT INTO evaluation_token (token_hash, appointment_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)`,
      [link.tokenHash, link.appointmentId, link.issuedAt, link.expiresAt],
    );
  }

  async link(tokenHash: string): Promise<EvaluationLink | null> {
    const [raw] = await this.manager.query<RawLink[]>(
      `SELECT ${APPOINTMENT_COLUMNS}, t.expires_at
         FROM evaluation_token t JOIN appointment a ON a.id = t.appointment_id
        WHERE t.token_hash = $1`,
      [tokenHash],
    );
    return raw ? { appointment: toAppointment(raw), expiresAt: raw.expires_at } : null;
  }

  /**
   * Stores the appointment's answers unless it already has some: false when another submit stored them first,
   * even one still committing (the insert waits for it and then finds the key taken).
   */
  async store(appointmentId: string, answers: EvaluationAnswers, submittedAt: Date): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `INSERT INTO evaluation (appointment_id, responsiveness, problem_resolution, smooth_execution,
              pleasant_reception, pleasant_consultation, next_appointment, sufficient_document, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (appointment_id) DO NOTHING RETURNING appointment_id`,
      [
        appointmentId,
        answers.responsiveness,
        answers.problemResolution,
        answers.smoothExecution,
        answers.pleasantReception,
        answers.pleasantConsultation,
        answers.nextAppointment,
        answers.sufficientDocument,
        submittedAt,
      ],
    );
    return rows.length === 1;
  }
}
