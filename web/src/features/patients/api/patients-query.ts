import { rsqlAnd, rsqlContains, rsqlWordsInAnyOf } from '../../../shared/api/rsql-filters.ts';
import type { TableSort } from '../../../shared/ui/server-paged-table.tsx';

export const PATIENTS_PAGE_SIZE = 20;

export interface PatientFilters {
  lastName: string;
  firstName: string;
  email: string;
  /** Full search: last, first or full name. */
  search: string;
}

export const NO_FILTERS: PatientFilters = { lastName: '', firstName: '', email: '', search: '' };

function sortParam(sort: TableSort | null): string[] {
  return sort ? [`${sort.field},${sort.direction}`] : ['lastName,asc', 'firstName,asc'];
}

/** The parameters of accounts' `GET profiles` for one page of the patients list (a plain object: a cache key). */
export function patientsPageParams(
  filters: PatientFilters,
  page: number,
  sort: TableSort | null,
): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {
    staff: 'false',
    page: String(page),
    size: String(PATIENTS_PAGE_SIZE),
    sort: sortParam(sort),
  };
  for (const key of ['lastName', 'firstName', 'email'] as const) {
    const value = filters[key].trim();
    if (value) params[key] = value;
  }
  if (filters.search.trim()) params.name = filters.search.trim();
  return params;
}

/** Query parameters with arrays as repeated keys (`sort=a&sort=b`). */
export function searchParamsOf(params: Record<string, string | readonly string[]>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  return search;
}

/** The same list as RSQL, for the CSV export (`by-query/export` takes `query` and `sort`). */
export function patientsExportParams(filters: PatientFilters, sort: TableSort | null) {
  const query = rsqlAnd(
    'staff==false',
    rsqlContains('lastName', filters.lastName),
    rsqlContains('firstName', filters.firstName),
    rsqlContains('email', filters.email),
    rsqlWordsInAnyOf(['lastName', 'firstName'], filters.search),
  );
  // The patients columns: the users list's (roles, status) mean nothing for patients, and only the user editors
  // may export those; every role of the patients list may export its patients.
  return { query, sort: sortParam(sort), columns: 'patients' };
}
