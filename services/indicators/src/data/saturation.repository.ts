import type pg from 'pg';
import { SqlParams } from '@teleplan/kit/query/rsql-sql';
import { hourContributions, ScopeKinds } from './contributions.ts';
import { localWeekHour, type ZoneOffsets } from './local-time.ts';
import { namedQuery } from './named-statement.ts';
import { inScope, rollupOf, scopeParams, type Scope } from './scope.ts';

export interface SaturationRow {
  dayOfWeek: number;
  hour: number;
  booked: number;
  available: number;
}

/** Saturation's window: the whole UTC hours of [from, to), cells of the zone whose offsets are `offsets`. */
export interface SaturationWindow {
  from: Date;
  to: Date;
  offsets: ZoneOffsets;
}

/**
 * Booked and available minutes per ISO weekday and local hour over the whole UTC hours of [from, to)
 * (docs/statistics.md#saturation), in one statement whose parts are each written for the scope (no branch left to
 * the planner): booked from the rollup of a single-kind scope, else from the facts; available from
 * `available_scope_hour` for the platform, one sector or room types (the rooms as they are now), else from the
 * owners' own rows (the doctors' for a doctor scope, the scope's rooms otherwise).
 */
export class SaturationRepository {
  /** The statistics' connections (`statisticsPool`). */
  readonly db: pg.Pool;
  constructor(db: pg.Pool) {
    this.db = db;
  }

  /** Rows (hour, booked, available) of the booked minutes. */
  private booked(scope: Scope, params: SqlParams, from: string, to: string): string {
    const rollup = rollupOf(scope);
    if (rollup)
      return `SELECT hour, booked_minutes AS booked, 0 AS available FROM stat_hour
               WHERE kind = ${params.add(rollup.kind)} AND scope_id = ANY (${params.add(rollup.ids)}::uuid[])
                 AND hour >= ${from} AND hour < ${to} AND booked_minutes <> 0`;
    const facts = `(SELECT f.*, 1 AS sign FROM appointment_fact f
                     WHERE ${inScope('f', 'f.room_type_id = ANY ($4::uuid[])', scope)}
                       AND f.start_time < ${to} AND f.end_time > ${from})`;
    return `SELECT hour, booked_minutes AS booked, 0 AS available FROM (${hourContributions(facts)}) AS c
             WHERE c.kind = '${ScopeKinds.global}' AND c.hour >= ${from} AND c.hour < ${to}`;
  }

  /** Rows (hour, booked, available) of the available minutes. */
  private available(scope: Scope, params: SqlParams, from: string, to: string): string {
    const summed = availableRollup(scope);
    if (summed)
      return `SELECT hour, 0, minutes FROM available_scope_hour
               WHERE kind = ${params.add(summed.kind)} AND scope_id = ANY (${params.add(summed.ids)}::uuid[])
                 AND hour >= ${from} AND hour < ${to}`;
    const ids = (values: readonly string[]) => `${params.add(values)}::uuid[]`;
    // Only the lists the scope has: a branch on a bound value would be planned once for all (statistics-pool.ts).
    const roomsOfScope = () =>
      [
        'NOT r.deleted',
        ...(scope.roomIds ? [`r.id = ANY (${ids(scope.roomIds)})`] : []),
        ...(scope.sectorIds ? [`r.sector_ids && ${ids(scope.sectorIds)}`] : []),
        ...(scope.roomTypeIds ? [`r.room_type_id = ANY (${ids(scope.roomTypeIds)})`] : []),
      ].join(' AND ');
    const owners = scope.doctorIds
      ? `SELECT unnest(${ids(scope.doctorIds)})`
      : `SELECT r.id FROM room r WHERE ${roomsOfScope()}`;
    return `SELECT a.hour, 0, a.minutes FROM available_hour a
             WHERE a.owner_id IN (${owners}) AND a.hour >= ${from} AND a.hour < ${to}`;
  }

  async cells(scope: Scope, window: SaturationWindow): Promise<SaturationRow[]> {
    // The facts' scope is bound first, at the places `inScope` expects it.
    const params = new SqlParams(rollupOf(scope) ? [] : scopeParams(scope));
    const from = params.add(window.from);
    const to = params.add(window.to);
    const rows = `${this.booked(scope, params, from, to)} UNION ALL ${this.available(scope, params, from, to)}`;
    const cell = localWeekHour('r.hour', params.add(window.offsets.at), params.add(window.offsets.seconds));
    return namedQuery(
      this.db,
      `SELECT cell / 24 + 1 AS "dayOfWeek", cell % 24 AS hour, booked::int, available::int
         FROM (SELECT ${cell} AS cell, sum(r.booked) AS booked, sum(r.available) AS available
                 FROM (${rows}) AS r GROUP BY 1) AS c`,
      params.values,
    );
  }
}

/**
 * The kind and ids of `available_scope_hour` answering the scope's available minutes (null: the owners' rows). A
 * room in several sectors counts in each one's sum, so only a single sector reads the sums.
 */
function availableRollup(scope: Scope): { kind: string; ids: readonly string[] } | null {
  const rollup = rollupOf(scope);
  const summed =
    rollup !== null &&
    (rollup.kind === ScopeKinds.global ||
      rollup.kind === ScopeKinds.roomType ||
      (rollup.kind === ScopeKinds.sector && rollup.ids.length === 1));
  return summed ? rollup : null;
}
