import type { EntityManager } from 'typeorm';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import type { Role } from '@teleplan/proto/roles';
import type { CalendarFeed } from '@teleplan/proto/schedule-exports';
import { holdsOwnerSql, type ReachKind } from './role-reach.ts';

interface RawFeed {
  id: string;
  owner_type: OwnerType;
  owner_id: string;
  label: string | null;
  created_at: Date;
}

const FEED_COLUMNS = 'id, owner_type, owner_id, label, created_at';

/**
 * Whether feed row `f`'s creator could still make it: their account enabled and one of the roles that manage feeds
 * (`managers`) through which the owner is theirs now (`holdsOwnerSql`). A room manager who lost the room (or an
 * account disabled) takes the feeds they made with them, as a revoked link.
 */
function creatorEntitled(f: string, managers: readonly Role[]): string {
  const holds = (kind: ReachKind) =>
    holdsOwnerSql({ person: 'c.id', roles: 'c.roles' }, { kind, id: `${f}.owner_id` }, managers);
  return `EXISTS (
    SELECT 1 FROM person c
     WHERE c.id = ${f}.created_by AND c.enabled
       AND CASE ${f}.owner_type WHEN 'DOCTOR' THEN ${holds('doctors')} ELSE ${holds('rooms')} END)`;
}

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
  consultationEnd: Date;
  /** When the room is prepared again: the consultation's end plus the room's preparation. */
  roomReady: Date;
  /** How many times its time, room or doctor changed (iCalendar SEQUENCE). */
  sequence: number;
  updatedAt: Date;
  roomName: string | null;
  doctorName: string | null;
}

/** What a feed answered last: its ETag, and since when that answer holds. */
export interface ServedVersion {
  etag: string;
  since: Date;
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
    createdAt: Date;
  }): Promise<CalendarFeed> {
    const [raw] = await this.manager.query<RawFeed[]>(
      `INSERT INTO calendar_feed (id, owner_type, owner_id, label, secret_hash, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${FEED_COLUMNS}`,
      [feed.id, feed.ownerType, feed.owner, feed.label, feed.secretHash, feed.createdBy, feed.createdAt],
    );
    return toFeed(raw!);
  }

  /**
   * The owner's feeds that still answer (not revoked, their creator still entitled as one of `managers`), oldest
   * first.
   */
  async listActive(ownerType: OwnerType, owner: string, managers: readonly Role[]): Promise<CalendarFeed[]> {
    const rows = await this.manager.query<RawFeed[]>(
      `SELECT ${FEED_COLUMNS} FROM calendar_feed f
       WHERE owner_type = $1 AND owner_id = $2 AND revoked_at IS NULL AND ${creatorEntitled('f', managers)}
       ORDER BY created_at, id`,
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

  /** The feed of a secret while it answers: not revoked, and its creator still entitled to it as one of `managers`. */
  async findBySecretHash(secretHash: Buffer, managers: readonly Role[]): Promise<CalendarFeed | null> {
    const [raw] = await this.manager.query<RawFeed[]>(
      `SELECT ${FEED_COLUMNS} FROM calendar_feed f
       WHERE secret_hash = $1 AND revoked_at IS NULL AND ${creatorEntitled('f', managers)}`,
      [secretHash],
    );
    return raw ? toFeed(raw) : null;
  }

  /**
   * Records `etag` as the feed's answer unless it already was, and answers the version that holds: a new answer
   * holds from `at`, an unchanged one since it was first given (concurrent first answers agree on one row).
   */
  async served(id: string, etag: string, at: Date): Promise<ServedVersion> {
    const [row] = await this.manager.query<ServedVersion[]>(
      `WITH changed AS (
         UPDATE calendar_feed SET served_etag = $2, served_since = $3
          WHERE id = $1 AND served_etag IS DISTINCT FROM $2 RETURNING served_etag, served_since)
       SELECT served_etag AS etag, served_since AS since FROM changed
       UNION ALL
       SELECT served_etag, served_since FROM calendar_feed WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM changed)`,
      [id, etag, at],
    );
    return row ?? { etag, since: at };
  }

  /** The owner's appointments that are neither canceled nor deleted, starting in [from, to), by start. */
  async events(ownerType: OwnerType, owner: string, from: Date, to: Date): Promise<FeedEvent[]> {
    return this.manager.query<FeedEvent[]>(
      `SELECT a.id, a.start_time AS start, a.consultation_end AS "consultationEnd", a.end_time AS "roomReady",
              a.sequence, a.updated_at AS "updatedAt",
              r.name AS "roomName", nullif(concat_ws(' ', d.first_name, d.last_name), '') AS "doctorName"
       FROM appointment a
         LEFT JOIN room r ON r.id = a.room_id
         LEFT JOIN person d ON d.id = a.doctor_id
       WHERE ${ownerType === 'DOCTOR' ? 'a.doctor_id' : 'a.room_id'} = $1
         AND NOT a.canceled AND NOT a.deleted AND a.start_time >= $2 AND a.start_time < $3
       ORDER BY a.start_time, a.id`,
      [owner, from, to],
    );
  }
}
