import { rsqlContains } from '../../../shared/api/rsql.ts';

/** Sectors per page of the list (docs/constants.md#lists-and-searches). */
export const SECTORS_PAGE_SIZE = 10;
/** Rooms and doctors proposed by the side panels' searches. */
export const SEARCH_RESULTS = 5;
/** The room search starts after more than 2 characters (docs/constants.md#lists-and-searches). */
export const ROOM_SEARCH_MIN_LENGTH = 3;

export type SortDirection = 'asc' | 'desc';

export interface SectorsListState {
  page: number;
  /** What was typed in the search box. */
  search: string;
  /** Filter on the name column. */
  nameFilter: string;
  sort: SortDirection;
}

/** The `sectors/with` parameters of the list: one page, sorted by name, searched and filtered on the name. */
export function sectorsListParams(state: SectorsListState): Record<string, string | number | boolean> {
  const terms = [state.search, state.nameFilter]
    .filter((text) => text.trim() !== '')
    .map((text) => rsqlContains('name', text));
  return {
    size: SECTORS_PAGE_SIZE,
    page: state.page,
    sort: `name,${state.sort}`,
    withDetails: true,
    ...(terms.length > 0 ? { query: terms.join(';') } : {}),
  };
}

/** `by-query` parameters for staff holding `role` whose name or email contains `text`. */
export function staffWithRoleParams(
  role: string,
  text: string,
  size: number,
): Record<string, string | number> {
  const terms = [`staff==true`, `account=isnull=false`, `roles==${role}`];
  if (text.trim() !== '')
    terms.push(`(${['lastName', 'firstName', 'email'].map((field) => rsqlContains(field, text)).join(',')})`);
  return { query: terms.join(';'), size, sort: 'lastName,asc' };
}

/** `rooms/search` parameters: what was typed, matched against the name, the address or the phone. */
export function roomSearchParams(text: string): Record<string, string | number> | null {
  const typed = text.trim();
  if (typed.length < ROOM_SEARCH_MIN_LENGTH) return null;
  return { partialName: typed, partialAddress: typed, partialTelephoneNumber: typed, size: SEARCH_RESULTS };
}
