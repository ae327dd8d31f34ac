import { GLOBAL_SCOPE, ScopeKinds, type ScopeKind } from './contributions.ts';

/**
 * What a statistics query counts: each present list narrows to those ids (kinds combine with AND); an absent one
 * does not narrow. Resolved from the query and the caller's reach by the domain (docs/statistics.md#scope).
 */
export interface Scope {
  doctorIds?: readonly string[];
  roomIds?: readonly string[];
  sectorIds?: readonly string[];
  roomTypeIds?: readonly string[];
}

/** The scope's lists as the first four parameters ($1 doctors, $2 rooms, $3 sectors, $4 room types). */
export function scopeParams(scope: Scope): (readonly string[] | null)[] {
  return [scope.doctorIds ?? null, scope.roomIds ?? null, scope.sectorIds ?? null, scope.roomTypeIds ?? null];
}

/**
 * SQL: the row `alias` (with doctor_id, room_id, sector_id) is within the scope bound at $1-$4, written for the
 * lists the scope has (an absent one is only checked to be null), so a statement's plan never depends on which
 * lists are bound: each shape of scope is a statement of its own.
 */
export function inScope(alias: string, roomType: string, scope: Scope): string {
  return [
    scope.doctorIds ? `${alias}.doctor_id = ANY ($1::uuid[])` : '$1::uuid[] IS NULL',
    scope.roomIds ? `${alias}.room_id = ANY ($2::uuid[])` : '$2::uuid[] IS NULL',
    scope.sectorIds ? `${alias}.sector_id = ANY ($3::uuid[])` : '$3::uuid[] IS NULL',
    scope.roomTypeIds ? roomType : '$4::uuid[] IS NULL',
  ].join(' AND ');
}

/** The one rollup kind a scope narrows by (global when it does not narrow); null when kinds combine. */
export function rollupOf(scope: Scope): { kind: ScopeKind; ids: readonly string[] } | null {
  const kinds = (
    [
      [ScopeKinds.doctor, scope.doctorIds],
      [ScopeKinds.room, scope.roomIds],
      [ScopeKinds.sector, scope.sectorIds],
      [ScopeKinds.roomType, scope.roomTypeIds],
    ] as const
  ).filter(([, ids]) => ids !== undefined);
  if (kinds.length === 0) return { kind: ScopeKinds.global, ids: [GLOBAL_SCOPE] };
  if (kinds.length > 1) return null;
  return { kind: kinds[0]![0], ids: kinds[0]![1]! };
}
