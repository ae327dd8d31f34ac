import type { SqlParams } from '@teleplan/kit/query/rsql-sql';

/**
 * What a caller may read: everything, or the rooms and sectors of their scope (a sector manager's sector,
 * a room manager's or room user's room, a doctor's sectors). Built by the domain, turned into SQL here.
 */
export type Visibility = { all: true } | { all: false; roomIds: string[]; sectorIds: string[] };

/** Condition on room `r`: in the visible rooms or in one of the visible sectors. */
export function visibleRooms(visibility: Visibility, params: SqlParams): string {
  if (visibility.all) return 'TRUE';
  return `(r.id = ANY(${params.add(visibility.roomIds)}::uuid[]) OR EXISTS (SELECT 1 FROM room_sector vs
    WHERE vs.room_id = r.id AND vs.sector_id = ANY(${params.add(visibility.sectorIds)}::uuid[])))`;
}

/** Condition on sector `s`: a visible sector, or the sector of a visible room. */
export function visibleSectors(visibility: Visibility, params: SqlParams): string {
  if (visibility.all) return 'TRUE';
  return `(s.id = ANY(${params.add(visibility.sectorIds)}::uuid[]) OR EXISTS (SELECT 1 FROM room_sector vr
    WHERE vr.sector_id = s.id AND vr.room_id = ANY(${params.add(visibility.roomIds)}::uuid[])))`;
}
