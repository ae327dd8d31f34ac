import type { EntityManager } from 'typeorm';
import type { AvailableInterval } from '@teleplan/proto/read-model-exports';
import { availableContributions } from './available-contributions.ts';
import { copyIn } from './copy-in.ts';

/**
 * Rows of `available_hour` (owner_id, owner_type, hour, minutes) from the stretches `a(owner, owner_type, start,
 * stop)` of `stretches` (a FROM item): each UTC hour an owner's stretches hold, with the sum of their minutes in it
 * (hours with less than a minute left out).
 */
const hoursOf = (stretches: string) => `
    SELECT a.owner, min(a.owner_type), h, round(sum(extract(epoch FROM
             least(a.stop, h + interval '1 hour') - greatest(a.start, h))) / 60)::int AS minutes
      FROM ${stretches}
     CROSS JOIN LATERAL generate_series(date_trunc('hour', a.start, 'UTC'), a.stop - interval '1 microsecond',
                                        interval '1 hour') AS h
     GROUP BY a.owner, h
    HAVING round(sum(extract(epoch FROM least(a.stop, h + interval '1 hour') - greatest(a.start, h))) / 60) >= 1
     ORDER BY 1, 3`;

/** Every room not deleted and every doctor linked to a sector in `schema`'s replicas (what saturation reads). */
const knownOwners = (schema: string) =>
  `SELECT id FROM ${schema}.room WHERE NOT deleted UNION SELECT unnest(doctor_ids) FROM ${schema}.sector`;

/** Available minutes per owner and UTC hour in `schema` (public, or the rebuild's shadow). */
export class AvailabilityRepository {
  readonly manager: EntityManager;
  readonly schema: string;
  constructor(manager: EntityManager, schema = 'public') {
    this.manager = manager;
    this.schema = schema;
  }

  /** Forgets every owner's hours before `from`. */
  async forgetBefore(from: Date): Promise<void> {
    await this.manager.query(`DELETE FROM ${this.schema}.available_hour WHERE hour < $1`, [from]);
  }

  /** Forgets what these owners had within [from, to), before writing what schedule answers now. */
  async clear(ownerIds: readonly string[], from: Date, to: Date): Promise<void> {
    await this.manager.query(
      `DELETE FROM ${this.schema}.available_hour WHERE owner_id = ANY ($1::uuid[]) AND hour >= $2 AND hour < $3`,
      [ownerIds, from, to],
    );
  }

  /**
   * Takes back (-1) or adds (+1) the minutes these owners have within [from, to) in `available_scope_hour`: around
   * `clear` and `add`, so the scopes' sums follow.
   */
  async countOwners(sign: 1 | -1, ownerIds: readonly string[], from: Date, to: Date): Promise<void> {
    await this.manager.query(
      availableContributions(
        this.schema,
        sign,
        'a.owner_id = ANY ($1::uuid[]) AND a.hour >= $2 AND a.hour < $3',
      ),
      [ownerIds, from, to],
    );
  }

  /** Takes back (-1) or adds (+1) every minute of these rooms in `available_scope_hour`: around a room's change. */
  async countRooms(sign: 1 | -1, roomIds: readonly string[]): Promise<void> {
    await this.manager.query(availableContributions(this.schema, sign, 'r.id = ANY ($1::uuid[])'), [roomIds]);
  }

  /** Every room's minutes added to `available_scope_hour` (the rebuild, once its shadow is filled). */
  async countAll(): Promise<void> {
    await this.manager.query(availableContributions(this.schema, 1, 'true'));
  }

  /** When the earliest appointment of `schema`'s facts starts (null without any). */
  async earliestAppointment(): Promise<Date | null> {
    const [row] = await this.manager.query<{ start: Date | null }[]>(
      `SELECT min(start_time) AS start FROM ${this.schema}.appointment_fact`,
    );
    return row?.start ?? null;
  }

  /** Every room not deleted and every doctor linked to a sector, as the replicas know them (what saturation reads). */
  async knownOwners(): Promise<string[]> {
    const rows = await this.manager.query<{ id: string }[]>(`${knownOwners(this.schema)} ORDER BY 1`);
    return rows.map((row) => row.id);
  }

  /** Marks `ownerId`'s minutes to be asked again (availability.changed); milliseconds, as JavaScript reads them. */
  async requestRefresh(ownerId: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO availability_refresh (owner_id, requested_at) VALUES ($1, date_trunc('milliseconds', clock_timestamp()))
       ON CONFLICT (owner_id) DO UPDATE SET requested_at = EXCLUDED.requested_at, refreshed_at = NULL`,
      [ownerId],
    );
  }

  /**
   * Marks again the owners whose minutes were asked for since `since`, refreshed or not: a rebuild's swap, whose
   * shadow may hold what schedule answered before their change.
   */
  async requestRefreshesSince(since: Date): Promise<void> {
    await this.manager.query('UPDATE availability_refresh SET refreshed_at = NULL WHERE requested_at >= $1', [
      since,
    ]);
  }

  /**
   * Up to `limit` owners waiting for a refresh, locked for the caller's transaction (other replicas skip them),
   * with the instant each was last asked for.
   */
  async takeRefreshes(limit: number): Promise<{ ownerId: string; requestedAt: Date }[]> {
    return this.manager.query(
      `SELECT owner_id AS "ownerId", requested_at AS "requestedAt" FROM availability_refresh
        WHERE refreshed_at IS NULL ORDER BY requested_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  /**
   * Marks the refreshes done, unless asked for again since; kept, with when they were asked for, for a rebuild
   * running meanwhile (`requestRefreshesSince`).
   */
  async refreshed(done: readonly { ownerId: string; requestedAt: Date }[]): Promise<void> {
    await this.manager.query(
      `UPDATE availability_refresh r SET refreshed_at = clock_timestamp()
         FROM jsonb_to_recordset($1::jsonb) AS d("ownerId" uuid, "requestedAt" timestamptz)
        WHERE r.owner_id = d."ownerId" AND r.requested_at <= d."requestedAt"`,
      [JSON.stringify(done)],
    );
  }

  /**
   * Writes the available minutes of these stretches per owner and UTC hour. Every stretch of an owner within the
   * hours written must come in the same call: an hour's minutes are the sum of its stretches'. One array per
   * column, parsed once by PostgreSQL.
   */
  async add(stretches: readonly AvailableInterval[]): Promise<void> {
    if (stretches.length === 0) return;
    await this.manager.query(
      `INSERT INTO ${this.schema}.available_hour (owner_id, owner_type, hour, minutes)
       ${hoursOf('unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS a(owner, owner_type, start, stop)')}
       ON CONFLICT (owner_id, hour) DO UPDATE SET minutes = EXCLUDED.minutes, owner_type = EXCLUDED.owner_type`,
      [
        stretches.map((stretch) => stretch.owner),
        stretches.map((stretch) => stretch.ownerType),
        stretches.map((stretch) => stretch.start),
        stretches.map((stretch) => stretch.end),
      ],
    );
  }

  /**
   * Writes the availability export's NDJSON bytes (`AvailableInterval` lines, every owner) into `schema`'s empty
   * `available_hour` (the rebuild's shadow), for the owners its replicas know: the lines go to PostgreSQL as they
   * are (COPY) and are cut into hours by one statement.
   */
  async copyExport(lines: AsyncIterable<Uint8Array>): Promise<void> {
    await copyIn(
      this.manager,
      'exported_stretch',
      lines,
      (table) => `INSERT INTO ${this.schema}.available_hour (owner_id, owner_type, hour, minutes)
        ${hoursOf(`(SELECT x.owner, x."ownerType" AS owner_type, x.start, x."end" AS stop
                     FROM ${table} e CROSS JOIN LATERAL jsonb_to_record(e.line)
                       AS x(owner uuid, "ownerType" text, start timestamptz, "end" timestamptz)
                    WHERE x.owner IN (${knownOwners(this.schema)})) AS a`)}`,
    );
  }
}
