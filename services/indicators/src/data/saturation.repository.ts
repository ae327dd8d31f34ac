import type { EntityManager } from 'typeorm';
import { hourContributions, ScopeKinds } from './contributions.ts';
import { inScope, rollupOf, rollupParams, scopeParams, type Scope } from './scope.ts';

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
 * scope as they are now (from `available_scope_hour` for the platform, one sector or room types; else from the
 * rooms' own rows).
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
         SELECT hour, minutes FROM available_scope_hour
          WHERE kind = $10 AND scope_id = ANY ($11::uuid[]) AND hour >= $5 AND hour < $6
         UNION ALL
         SELECT a.hour, a.minutes FROM available_hour a
          WHERE $10::text IS NULL AND a.owner_id IN (SELECT id FROM owners) AND a.hour >= $5 AND a.hour < $6
       ),
       hours AS (
         SELECT hour, sum(booked) AS booked, sum(available) AS available
           FROM (SELECT hour, minutes AS booked, 0 AS available FROM booked
                 UNION ALL
                 SELECT hour, 0, minutes FROM available) AS pieces
          GROUP BY hour
       )
       SELECT extract(isodow FROM hour AT TIME ZONE $7)::int AS "dayOfWeek",
              extract(hour FROM hour AT TIME ZONE $7)::int AS hour,
              sum(booked)::int AS booked, sum(available)::int AS available
         FROM hours GROUP BY 1, 2 ORDER BY 1, 2`,
      [
        ...scopeParams(scope),
        window.from,
        window.to,
        window.zone,
        ...rollupParams(scope),
        ...availableRollupParams(scope),
      ],
    );
  }
}

/**
 * The kind and ids of `available_scope_hour` answering the scope's available minutes (null: the owners' rows). A
 * room in several sectors counts in each one's sum, so only a single sector reads the sums.
 */
function availableRollupParams(scope: Scope): [string | null, readonly string[]] {
  const rollup = rollupOf(scope);
  const summed =
    rollup !== null &&
    (rollup.kind === ScopeKinds.global ||
      rollup.kind === ScopeKinds.roomType ||
      (rollup.kind === ScopeKinds.sector && rollup.ids.length === 1));
  return summed ? [rollup.kind, rollup.ids] : [null, []];
}
