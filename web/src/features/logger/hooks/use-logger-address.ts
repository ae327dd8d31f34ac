import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  auditFilterOf,
  auditSearch,
  logFilterOf,
  logSearch,
  pageOf,
  tabOf,
  type AuditFilter,
  type LogFilter,
  type LoggerTab,
} from '../domain/logger-filters.ts';

/**
 * The logger page's tab, filters and page, kept in the address so a filtered view can be shared and survives a
 * reload. Changing a filter goes back to the first page; changing tab starts from that tab's unfiltered view.
 */
export function useLoggerAddress() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const page = pageOf(params);
  const logFilter = useMemo(() => logFilterOf(params), [params]);
  const auditFilter = useMemo(() => auditFilterOf(params), [params]);

  const setTab = useCallback(
    (next: LoggerTab) => setParams(next === 'audit' ? { tab: 'audit' } : {}, { replace: true }),
    [setParams],
  );
  const setLogFilter = useCallback(
    (next: LogFilter) => setParams(logSearch(next, 0), { replace: true }),
    [setParams],
  );
  const setAuditFilter = useCallback(
    (next: AuditFilter) => setParams(auditSearch(next, 0), { replace: true }),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams(tab === 'audit' ? auditSearch(auditFilter, next) : logSearch(logFilter, next), {
        replace: true,
      }),
    [setParams, tab, auditFilter, logFilter],
  );
  return { tab, page, logFilter, auditFilter, setTab, setLogFilter, setAuditFilter, setPage };
}
