import type { EntityManager } from 'typeorm';
import { hourContributions, ScopeKinds } from './contributions.ts';
import { inScope, rollupOf, scopeParams, type Scope } from './scope.ts';

export interface SaturationRow {
  dayOfWeek: number;
  hour: number;
  booked: number;
  available: number;
}

interface CellMinutes {
  dayOfWeek: number;
  hour: number;
  minutes: number;
}

/**
 * Rows (hour, minutes) summed per ISO weekday and local hour of the zone at `zone`; rows of several owners or scopes
 * (`perHour`) are summed per hour first, so each hour is converted to the zone once.
 */
const perCell = (rows: string, { zone = '$3', perHour = false } = {}) => `
  SELECT extract(isodow FROM l)::int AS "dayOfWeek", extract(hour FROM l)::int AS hour, sum(minutes)::int AS minutes
    FROM (SELECT hour AT TIME ZONE ${zone} AS l, ${perHour ? 'sum(minutes) AS minutes' : 'minutes'}
            FROM (${rows}) AS r ${perHour ? 'GROUP BY hour' : ''}) AS c
   GROUP BY 1, 2`;

/**
 * Booked and available minutes per ISO weekday and local hour of `zone` over the whole UTC hours of [from, to)
 * (docs/statistics.md#saturation), as two statements each written for its scope (no branch left to the planner):
 * booked from the rollup of a single-kind scope, else from the facts; available from `available_scope_hour` for the
 * platform, one sector or room types (the rooms as they are now), else from the owners' own rows (the doctors' for
 * a doctor scope, the scope's rooms otherwise). Each sums a row per hour; the cells are merged here.
 */
export class SaturationRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  private booked(scope: Scope, window: { from: Date; to: Date; zone: string }): Promise<CellMinutes[]> {
    const rollup = rollupOf(scope);
    const range = [window.from, window.to, window.zone];
    if (rollup)
      return this.manager.query(
        perCell(
          `SELECT hour, booked_minutes AS minutes FROM stat_hour
            WHERE kind = $4 AND scope_id = ANY ($5::uuid[]) AND hour >= $1 AND hour < $2 AND booked_minutes <> 0`,
          { perHour: rollup.ids.length > 1 },
        ),
        [...range, rollup.kind, rollup.ids],
      );
    const facts = `(SELECT f.*, 1 AS sign FROM appointment_fact f
                     WHERE ${inScope('f', 'f.room_type_id = ANY ($4::uuid[])')}
                       AND f.start_time < $6 AND f.end_time > $5)`;
    return this.manager.query(
      perCell(
        `SELECT hour, booked_minutes AS minutes FROM (${hourContributions(facts)}) AS c
          WHERE c.kind = '${ScopeKinds.global}' AND c.hour >= $5 AND c.hour < $6`,
        { zone: '$7' },
      ),
      [...scopeParams(scope), ...range],
    );
  }

  private available(scope: Scope, window: { from: Date; to: Date; zone: string }): Promise<CellMinutes[]> {
    const summed = availableRollup(scope);
    const range = [window.from, window.to, window.zone];
    if (summed)
      return this.manager.query(
        perCell(
          `SELECT hour, minutes FROM available_scope_hour
            WHERE kind = $4 AND scope_id = ANY ($5::uuid[]) AND hour >= $1 AND hour < $2`,
          { perHour: summed.ids.length > 1 },
        ),
        [...range, summed.kind, summed.ids],
      );
    const owners = scope.doctorIds
      ? { sql: 'SELECT unnest($4::uuid[]) AS id', params: [scope.doctorIds] }
      : {
          sql: `SELECT r.id FROM room r
                 WHERE NOT r.deleted AND ($4::uuid[] IS NULL OR r.id = ANY ($4::uuid[]))
                   AND ($5::uuid[] IS NULL OR r.sector_ids && $5::uuid[])
                   AND ($6::uuid[] IS NULL OR r.room_type_id = ANY ($6::uuid[]))`,
          params: [scope.roomIds ?? null, scope.sectorIds ?? null, scope.roomTypeIds ?? null],
        };
    return this.manager.query(
      perCell(
        `SELECT a.hour, a.minutes FROM available_hour a
          WHERE a.owner_id IN (${owners.sql}) AND a.hour >= $1 AND a.hour < $2`,
        { perHour: true },
      ),
      [...range, ...owners.params],
    );
  }

  async cells(scope: Scope, window: { from: Date; to: Date; zone: string }): Promise<SaturationRow[]> {
    const [booked, available] = await Promise.all([
      this.booked(scope, window),
      this.available(scope, window),
    ]);
    const cells = new Map<string, SaturationRow>();
    const cell = ({ dayOfWeek, hour }: CellMinutes) => {
      const key = `${dayOfWeek}/${hour}`;
      const found = cells.get(key) ?? { dayOfWeek, hour, booked: 0, available: 0 };
      cells.set(key, found);
      return found;
    };
    for (const row of booked) cell(row).booked += row.minutes;
    for (const row of available) cell(row).available += row.minutes;
    return [...cells.values()];
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
