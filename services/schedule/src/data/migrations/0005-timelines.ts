import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `owners_availability(owners, from, to)`: `owner_availability` for many owners in one set-based pass (the
 * bookable timeline reads a whole sector's doctors at once; 50 separate calls cost several times more). Same
 * rules: weekly slots expanded per local date in their own zone, plus exceptional availability, minus exceptional
 * unavailability, within [from, to); every owner asked gets a row (an empty multirange when it has nothing).
 * `test/timelines.int.test.ts` checks that both functions agree.
 */
export class ScheduleTimelines1797000000005 implements MigrationInterface {
  name = 'ScheduleTimelines1797000000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION owners_availability(p_owners uuid[], p_from timestamptz, p_to timestamptz)
      RETURNS TABLE (owner_id uuid, availability tstzmultirange) LANGUAGE sql STABLE PARALLEL SAFE AS $$
        WITH weekly AS (
          -- From the first date with the slot's weekday on or after the day before p_from, every 7 days.
          SELECT da.owner_id,
                 tstzrange((d::date + da.start_time) AT TIME ZONE da.zone_id,
                           (d::date + da.end_time) AT TIME ZONE da.zone_id) AS r
            FROM default_availability da
           CROSS JOIN LATERAL (SELECT (p_from AT TIME ZONE da.zone_id)::date - 1 AS first_day) AS f
           CROSS JOIN LATERAL generate_series(
             (f.first_day + (da.day_of_week - extract(isodow FROM f.first_day)::int + 7) % 7)::timestamp,
             ((p_to AT TIME ZONE da.zone_id)::date + 1)::timestamp,
             interval '7 days') AS d
           WHERE da.owner_id = ANY (p_owners)
        ),
        exceptional AS (
          SELECT x.owner_id, x.available, tstzrange(x.start_time, x.end_time) AS r
            FROM exceptional_slot x
           WHERE x.owner_id = ANY (p_owners) AND tstzrange(x.start_time, x.end_time) && tstzrange(p_from, p_to)
        ),
        plus AS (
          SELECT u.owner_id, range_agg(u.r) AS m
            FROM (SELECT w.owner_id, w.r FROM weekly w
                  UNION ALL SELECT e.owner_id, e.r FROM exceptional e WHERE e.available) AS u
           GROUP BY u.owner_id
        ),
        minus AS (
          SELECT e.owner_id, range_agg(e.r) AS m FROM exceptional e WHERE NOT e.available GROUP BY e.owner_id
        )
        SELECT o.id,
               (coalesce(plus.m, '{}'::tstzmultirange) - coalesce(minus.m, '{}'::tstzmultirange))
               * tstzmultirange(tstzrange(p_from, p_to))
          FROM (SELECT DISTINCT unnest(p_owners) AS id) AS o
          LEFT JOIN plus ON plus.owner_id = o.id
          LEFT JOIN minus ON minus.owner_id = o.id
      $$`);
    await db.query('CREATE INDEX default_availability_owner_idx ON default_availability (owner_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX default_availability_owner_idx');
    await db.query('DROP FUNCTION owners_availability(uuid[], timestamptz, timestamptz)');
  }
}
