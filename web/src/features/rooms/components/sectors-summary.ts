import type { SectorRef } from '@teleplan/proto/material-resources';

/** How many sectors the rooms list names before '+ n autre(s)'. */
export const SHOWN_SECTORS = 2;

/** The sectors a list cell names (the favourite first, then the room's order) and how many more there are. */
export function sectorsSummary(
  sectors: readonly SectorRef[],
  favoriteSectorId: string | null,
): { shown: SectorRef[]; more: number } {
  const favourite = sectors.find((sector) => sector.id === favoriteSectorId);
  const ordered = favourite ? [favourite, ...sectors.filter((sector) => sector !== favourite)] : [...sectors];
  return { shown: ordered.slice(0, SHOWN_SECTORS), more: Math.max(0, ordered.length - SHOWN_SECTORS) };
}
