import type { EntityManager } from 'typeorm';
import { hourContributions } from './contributions.ts';
import { inScope, rollupParams, scopeParams, type Scope } from './scope.ts';

export interface SaturationRow {
  dayOfWeek: number;
  hour: number;
  booked: number;
  available: number;
}

/**
 * Booked and available minutes per ISO weekday and local hour of `zone` over the whole UTC hours of [from, to)
 * (docs/statistics.md#saturation). Booked: the scope's appointments (from the global rollup, a single-kind
 * rollup, or the facts when kinds combine). Available: the doctors' own for a doctor scope, else the rooms' of the
 * scope as they are now.
 */
export class SaturationRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async cells(scope: Scope, window: { from: Date; to: Date; zone: string }): Promise<SaturationRow[]> {
    return this.manager.query<SaturationRow[]>(
      `WITH booked AS (
         SELECT hour, booked_minutes AS minutes FROM stat_hour
          WHERE kind = $8 AND scope_id = ANY ($9::uuid[]) AND hour >= $5 AND hour < $6 AND booked_minutes <> 0
         UNION ALL
         SELECT hour, booked_minutes FROM (${hourContributions(`(SELECT f.*, 1 AS sign FROM appointment_fact f
                    WHERE $8::text IS NULL AND ${inScope('f', 'f.room_type_id = ANY ($4::uuid[])')}
                      AND f.start_time < $6 AND f.end_time > $5)`)}) AS c
          WHERE c.kind = 'G' AND c.hour >= $5 AND c.hour < $6
       ),
       owners AS (
         SELECT unnest($1::uuid[]) AS id WHERE $1::uuid[] IS NOT NULL
         UNION ALL
         SELECT r.id FROM room r
          WHERE $1::uuid[] IS NULL AND NOT r.deleted
            AND ($2::uuid[] IS NULL OR r.id = ANY ($2::uuid[]))
            AND ($3::uuid[] IS NULL OR r.sector_ids && $3::uuid[])
            AND ($4::uuid[] IS NULL OR r.room_type_id = ANY ($4::uuid[]))
       ),
       available AS (
         SELECT a.hour, a.minutes FROM available_hour a
          WHERE a.owner_id IN (SELECT id FROM owners) AND a.hour >= $5 AND a.hour < $6
       ),
       pieces AS (
         SELECT hour, minutes AS booked, 0 AS available FROM booked
         UNION ALL
         SELECT hour, 0, minutes FROM available
       )
       SELECT extract(isodow FROM hour AT TIME ZONE $7)::int AS "dayOfWeek",
              extract(hour FROM hour AT TIME ZONE $7)::int AS hour,
              sum(booked)::int AS booked, sum(available)::int AS available
         FROM pieces GROUP BY 1, 2 ORDER BY 1, 2`,
      [...scopeParams(scope), window.from, window.to, window.zone, ...rollupParams(scope)],
    );
  }
}
