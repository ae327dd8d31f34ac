import type { EntityManager } from 'typeorm';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import type { CalendarFeed } from '@teleplan/proto/schedule-exports';

interface RawFeed {
  id: string;
  owner_type: OwnerType;
  owner_id: string;
  label: string | null;
  created_at: Date;
}

const FEED_COLUMNS = 'id, owner_type, owner_id, label, created_at';

const toFeed = (raw: RawFeed): CalendarFeed => ({
  id: raw.id,
  ownerType: raw.owner_type,
  owner: raw.owner_id,
  label: raw.label,
  createdAt: raw.created_at.toISOString(),
});

/** An appointment as a calendar feed shows it: no patient, no comment. */
export interface FeedEvent {
  id: string;
  start: Date;
  end: Date;
  updatedAt: Date;
  roomName: string | null;
  doctorName: string | null;
}

/** iCalendar subscriptions: only the SHA-256 of each secret is stored; a revoked feed keeps its row. */
export class CalendarFeedsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async create(feed: {
    id: string;
    ownerType: OwnerType;
    owner: string;
    label: string | null;
    secretHash: Buffer;
    createdBy: string;
  }): Promise<CalendarFeed> {
    const [raw] = await this.manager.query<RawFeed[]>(
      `INSERT INTO calendar_feed (id, owner_type, owner_id, label, secret_hash, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${FEED_COLUMNS}`,
      [feed.id, feed.ownerType, feed.owner, feed.label, feed.secretHash, feed.createdBy],
    );
    return toFeed(raw!);
  }

  /** The owner's feeds that still answer, oldest first. */
  async listActive(ownerType: OwnerType, owner: string): Promise<CalendarFeed[]> {
    const rows = await this.manager.query<RawFeed[]>(
      `SELECT ${FEED_COLUMNS} FROM calendar_feed
       WHERE owner_type = $1 AND owner_id = $2 AND revoked_at IS NULL ORDER BY created_at, id`,
      [ownerType, owner],
    );
    return rows.map(toFeed);
  }

  async getActive(id: string): Promise<CalendarFeed | null> {
    const [raw] = await this.manager.query<RawFeed[]>(
      `SELECT ${FEED_COLUMNS} FROM calendar_feed WHERE id = $1 AND revoked_at IS NULL`,
      [id],
    );
    return raw ? toFeed(raw) : null;
  }

  /** Revokes a feed; false when it was revoked already (or never existed). */
  async revoke(id: string, at: Date): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `WITH revoked AS (UPDATE calendar_feed SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id)
       SELECT id FROM revoked`,
      [id, at],
    );
    return rows.length > 0;
  }

  /** The name a feed's calendar shows: an enabled doctor's full name, or a room's that is not deleted. */
  async ownerName(ownerType: OwnerType, id: string): Promise<string | null> {
    const [row] = await this.manager.query<{ name: string }[]>(
      ownerType === 'DOCTOR'
        ? `SELECT concat_ws(' ', first_name, last_name) AS name FROM person
           WHERE id = $1 AND enabled AND 'DOCTOR' = ANY (roles)`
        : 'SELECT name FROM room WHERE id = $1 AND NOT deleted',
      [id],
    );
    return row?.name ?? null;
  }

  async findBySecretHash(secretHash: Buffer): Promise<CalendarFeed | null> {
    const [raw] = await this.manager.query<RawFeed[]>(
      `SELECT ${FEED_COLUMNS} FROM calendar_feed
       WHERE secret_hash = $1 AND revoked_at IS NULL`,
      [secretHash],
    );
    return raw ? toFeed(raw) : null;
  }

  /**
   * The owner's appointments that are neither canceled nor deleted, starting in [from, to), by start. A doctor's
   * end with the consultation (as their calendar shows them); a room's once the room is prepared again.
   */
  async events(ownerType: OwnerType, owner: string, from: Date, to: Date): Promise<FeedEvent[]> {
    const [ownerColumn, endColumn] =
      ownerType === 'DOCTOR' ? ['a.doctor_id', 'a.consultation_end'] : ['a.room_id', 'a.end_time'];
    return this.manager.query<FeedEvent[]>(
      `SELECT a.id, a.start_time AS start, ${endColumn} AS "end", a.updated_at AS "updatedAt",
              r.name AS "roomName", nullif(concat_ws(' ', d.first_name, d.last_name), '') AS "doctorName"
       FROM appointment a
         LEFT JOIN room r ON r.id = a.room_id
         LEFT JOIN person d ON d.id = a.doctor_id
       WHERE ${ownerColumn} = $1
         AND NOT a.canceled AND NOT a.deleted AND a.start_time >= $2 AND a.start_time < $3
       ORDER BY a.start_time, a.id`,
      [owner, from, to],
    );
  }
}
