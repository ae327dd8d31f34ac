import type { EntityManager } from 'typeorm';
import type {
  MessageChannel,
  MessageKind,
  MessageListQuery,
  MessageStatus,
} from '@teleplan/proto/notification-messages';

/** One message to a patient, as the `message` table keeps it. */
export interface MessageRow {
  id: string;
  appointmentId: string;
  patientId: string;
  kind: MessageKind;
  channel: MessageChannel;
  /** What makes it unique beside appointment, kind and channel: the event id, or the instant it is about. */
  revision: string;
  status: MessageStatus;
  recipient: string | null;
  subject: string | null;
  body: string | null;
  error: string | null;
  attempts: number;
  createdAt: Date;
  scheduledAt: Date;
  sentAt: Date | null;
  updatedAt: Date;
}

/** A message to record, with the recipient known then: the rest starts empty, PENDING. */
export type PlannedMessage = Pick<
  MessageRow,
  'id' | 'appointmentId' | 'patientId' | 'kind' | 'channel' | 'revision' | 'scheduledAt' | 'recipient'
>;

interface RawMessage {
  id: string;
  appointment_id: string;
  patient_id: string;
  kind: MessageKind;
  channel: MessageChannel;
  revision: string;
  status: MessageStatus;
  recipient: string | null;
  subject: string | null;
  body: string | null;
  error: string | null;
  attempts: number;
  created_at: Date;
  scheduled_at: Date;
  sent_at: Date | null;
  updated_at: Date;
  total?: number;
}

const COLUMNS = `id, appointment_id, patient_id, kind, channel, revision, status, recipient, subject, body, error,
  attempts, created_at, scheduled_at, sent_at, updated_at`;

function toRow(raw: RawMessage): MessageRow {
  return {
    id: raw.id,
    appointmentId: raw.appointment_id,
    patientId: raw.patient_id,
    kind: raw.kind,
    channel: raw.channel,
    revision: raw.revision,
    status: raw.status,
    recipient: raw.recipient,
    subject: raw.subject,
    body: raw.body,
    error: raw.error,
    attempts: raw.attempts,
    createdAt: raw.created_at,
    scheduledAt: raw.scheduled_at,
    sentAt: raw.sent_at,
    updatedAt: raw.updated_at,
  };
}

/** The log of patients' messages: one row per (appointment, kind, channel, revision), whatever the retries. */
export class MessagesRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Records `message` unless its key is recorded already; answers whether it is new. */
  async record(message: PlannedMessage, now: Date): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `INSERT INTO message (id, appointment_id, patient_id, kind, channel, revision, created_at, scheduled_at,
         updated_at, recipient)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9)
       ON CONFLICT ON CONSTRAINT message_once DO NOTHING RETURNING id`,
      [
        message.id,
        message.appointmentId,
        message.patientId,
        message.kind,
        message.channel,
        message.revision,
        now,
        message.scheduledAt,
        message.recipient,
      ],
    );
    return rows.length > 0;
  }

  async get(id: string): Promise<MessageRow | null> {
    const rows = await this.manager.query<RawMessage[]>(`SELECT ${COLUMNS} FROM message WHERE id = $1`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Whether the patient was sent a confirmation or a modification of the appointment on `channel`. */
  async told(appointmentId: string, channel: MessageChannel): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `SELECT 1 FROM message WHERE appointment_id = $1 AND channel = $2 AND status = 'SENT'
         AND kind IN ('BOOKING_CONFIRMATION', 'BOOKING_MODIFICATION') LIMIT 1`,
      [appointmentId, channel],
    );
    return rows.length > 0;
  }

  /** One more delivery attempt starts. */
  async attempt(id: string, now: Date): Promise<void> {
    await this.manager.query('UPDATE message SET attempts = attempts + 1, updated_at = $2 WHERE id = $1', [
      id,
      now,
    ]);
  }

  async sent(id: string, content: { recipient: string; subject: string | null; body: string }, now: Date) {
    await this.manager.query(
      `UPDATE message SET status = 'SENT', recipient = $2, subject = $3, body = $4, error = NULL, sent_at = $5,
         updated_at = $5 WHERE id = $1`,
      [id, content.recipient, content.subject, content.body, now],
    );
  }

  /** Ends the message without sending it (FAILED, SKIPPED) or notes why this attempt failed (PENDING). */
  async settle(
    id: string,
    status: Exclude<MessageStatus, 'SENT'>,
    error: string,
    now: Date,
    recipient?: string | null,
  ) {
    await this.manager.query(
      `UPDATE message SET status = $2, error = $3, updated_at = $4, recipient = COALESCE($5, recipient)
       WHERE id = $1`,
      [id, status, error.slice(0, 500), now, recipient ?? null],
    );
  }

  /** A page of messages, newest first, filtered on the given fields. */
  async list(query: MessageListQuery): Promise<{ rows: MessageRow[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    const filters: [keyof MessageListQuery, string][] = [
      ['status', 'status'],
      ['channel', 'channel'],
      ['kind', 'kind'],
      ['appointmentId', 'appointment_id'],
    ];
    for (const [field, column] of filters) {
      if (query[field] === undefined) continue;
      values.push(query[field]);
      where.push(`${column} = $${values.length}`);
    }
    const size = query.size ?? 20;
    const page = query.page ?? 0;
    values.push(size, page * size);
    const rows = await this.manager.query<RawMessage[]>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM message
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
    const total =
      rows[0]?.total ??
      (page > 0
        ? (
            await this.manager.query<{ n: number }[]>(
              `SELECT count(*)::int AS n FROM message ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
              values.slice(0, -2),
            )
          )[0]!.n
        : 0);
    return { rows: rows.map(toRow), total };
  }
}
