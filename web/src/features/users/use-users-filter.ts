import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  NO_FILTER,
  ROLE_FILTERS,
  STATUS_FILTERS,
  type RoleFilter,
  type StatusFilter,
  type UsersFilter,
} from './users-query.ts';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/**
 * The list's filters and page, kept in the address (`?q=&role=&status=&page=`) so that a reload, the back
 * button and a shared link show the same list. Changing a filter goes back to the first page.
 */
export function useUsersFilter() {
  const [params, setParams] = useSearchParams();
  const filter: UsersFilter = useMemo(
    () => ({
      search: params.get('q') ?? NO_FILTER.search,
      role: oneOf<RoleFilter>(ROLE_FILTERS, params.get('role')),
      status: oneOf<StatusFilter>(STATUS_FILTERS, params.get('status')),
    }),
    [params],
  );
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);

  const write = useCallback(
    (next: UsersFilter, nextPage: number) => {
      const search = new URLSearchParams();
      if (next.search) search.set('q', next.search);
      if (next.role) search.set('role', next.role);
      if (next.status) search.set('status', next.status);
      if (nextPage > 0) search.set('page', String(nextPage));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  // Changes arriving before the address has caught up with the previous one (a search sent while a filter
  // was just chosen) merge into the latest filter asked for, not into the one of the last render.
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filter;
  }, [filter]);
  const setFilter = useCallback(
    (change: Partial<UsersFilter>) => {
      latest.current = { ...latest.current, ...change };
      write(latest.current, 0);
    },
    [write],
  );
  const setPage = useCallback((next: number) => write(latest.current, next), [write]);
  return { filter, page, setFilter, setPage };
}
