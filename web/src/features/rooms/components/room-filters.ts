/** What the rooms list filters on; turned into the RSQL `query` of `rooms/with`. */
export interface RoomFilters {
  search: string;
  favoriteSectorId: string;
  /** '' (any), 'true' or 'false'. */
  enabled: string;
}

export const NO_FILTERS: RoomFilters = { search: '', favoriteSectorId: '', enabled: '' };

/** An RSQL value in double quotes, its quotes and backslashes escaped. */
export function rsqlString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The RSQL query of the filters; undefined when nothing filters. */
export function roomsQuery(filters: RoomFilters): string | undefined {
  const parts: string[] = [];
  const search = filters.search.trim();
  if (search) {
    const like = rsqlString(`*${search}*`);
    parts.push(`(name==${like},address==${like},telephoneNumber==${like})`);
  }
  if (filters.favoriteSectorId) parts.push(`favoriteSectorId==${rsqlString(filters.favoriteSectorId)}`);
  if (filters.enabled === 'true' || filters.enabled === 'false') parts.push(`enabled==${filters.enabled}`);
  return parts.length > 0 ? parts.join(';') : undefined;
}

/** The query of a selection of rooms (the map link of the list carries it). */
export function selectionQuery(ids: readonly string[]): string {
  return `id=in=(${ids.map(rsqlString).join(',')})`;
}
