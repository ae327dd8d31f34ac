import type { EntityManager } from 'typeorm';
import type { RoomMailParametersRow } from './entities/room-mail-parameters.entity.ts';

interface RawParameters {
  room_id: string;
  active: boolean;
  subject: string;
  content_html: string;
  updated_at: Date;
}

const toRow = (raw: RawParameters): RoomMailParametersRow => ({
  roomId: raw.room_id,
  active: raw.active,
  subject: raw.subject,
  contentHtml: raw.content_html,
  updatedAt: raw.updated_at,
});

export class RoomMailParametersRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async get(roomId: string): Promise<RoomMailParametersRow | null> {
    const rows = await this.manager.query<RawParameters[]>(
      'SELECT room_id, active, subject, content_html, updated_at FROM room_mail_parameters WHERE room_id = $1',
      [roomId],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Inserts the room's parameters; false when it has some already. */
  async insert(row: RoomMailParametersRow): Promise<boolean> {
    const inserted = await this.manager.query<unknown[]>(
      `INSERT INTO room_mail_parameters (room_id, active, subject, content_html, updated_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (room_id) DO NOTHING RETURNING room_id`,
      [row.roomId, row.active, row.subject, row.contentHtml, row.updatedAt],
    );
    return inserted.length > 0;
  }

  /** The room's parameters locked for an update in the caller's transaction. */
  async getForUpdate(roomId: string): Promise<RoomMailParametersRow | null> {
    const rows = await this.manager.query<RawParameters[]>(
      `SELECT room_id, active, subject, content_html, updated_at FROM room_mail_parameters
       WHERE room_id = $1 FOR UPDATE`,
      [roomId],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async update(row: RoomMailParametersRow): Promise<void> {
    await this.manager.query(
      `UPDATE room_mail_parameters SET active = $2, subject = $3, content_html = $4, updated_at = $5
       WHERE room_id = $1`,
      [row.roomId, row.active, row.subject, row.contentHtml, row.updatedAt],
    );
  }
}
