import type { EntityManager } from 'typeorm';
import type { LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import type { LiveRecord } from './live-record.ts';

interface RawLiveEvent {
  seq: string;
  rooms: string[];
  sectors: string[];
  doctors: string[];
  event: LiveAppointmentEvent;
}

const toRecord = (raw: RawLiveEvent): LiveRecord => ({
  event: raw.event,
  rooms: raw.rooms,
  sectors: raw.sectors,
  doctors: raw.doctors,
});

/** The bounded history of appointment events (`live_event`): written once by the durable consumer. */
export class LiveEventsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Records an event once (a second delivery of the same id changes nothing). */
  async record(record: LiveRecord): Promise<void> {
    await this.manager.query(
      `INSERT INTO live_event (id, rooms, sectors, doctors, event) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [record.event.id, record.rooms, record.sectors, record.doctors, JSON.stringify(record.event)],
    );
  }

  /**
   * Events recorded within the last `windowMs` (by the database's clock), oldest first: a replica's catch-up
   * reads a window rather than from a sequence number, since a transaction that took a lower number may commit
   * after a higher one was read.
   */
  async recent(windowMs: number, limit: number): Promise<LiveRecord[]> {
    const rows = await this.manager.query<RawLiveEvent[]>(
      `SELECT seq, rooms, sectors, doctors, event FROM live_event
       WHERE recorded_at > now() - make_interval(secs => $1) ORDER BY id LIMIT $2`,
      [windowMs / 1000, limit],
    );
    return rows.map(toRecord);
  }

  /**
   * What a browser whose last event was `id` may have missed, in event order (ids are UUID v7, made by the
   * producer in the order of its changes), at most `limit`: everything recorded from `marginMs` before `id` was
   * on, but `id` itself. The margin covers events recorded concurrently, in an order other than their own; what
   * the browser already applied may so come again, in order, which a calendar applies to the same end. Null when
   * `id` is not (or no longer) in the history, or more than `limit` follow: the browser then reloads instead.
   */
  async after(id: string, limit: number, marginMs: number): Promise<LiveRecord[] | null> {
    const known = await this.manager.query<{ recorded_at: Date }[]>(
      'SELECT recorded_at FROM live_event WHERE id = $1',
      [id],
    );
    if (known.length === 0) return null;
    const rows = await this.manager.query<RawLiveEvent[]>(
      `SELECT seq, rooms, sectors, doctors, event FROM live_event
       WHERE recorded_at >= $2::timestamptz - make_interval(secs => $3) AND id <> $1 ORDER BY id LIMIT $4`,
      [id, known[0]!.recorded_at, marginMs / 1000, limit + 1],
    );
    return rows.length > limit ? null : rows.map(toRecord);
  }

  /** Keeps the newest `maxRows` events of the last `maxAgeMs`; returns how many were removed. */
  async prune(maxAgeMs: number, maxRows: number): Promise<number> {
    const [, removed] = await this.manager.query<[unknown, number]>(
      `DELETE FROM live_event WHERE recorded_at < now() - make_interval(secs => $1)
         OR seq <= (SELECT seq FROM live_event ORDER BY seq DESC OFFSET $2 LIMIT 1)`,
      [maxAgeMs / 1000, maxRows],
    );
    return removed;
  }
}
