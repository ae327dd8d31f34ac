import type { AuditEntry, AuditQuery, LogEntry, LogQuery } from '@teleplan/proto/logger';
import type { Page } from '@teleplan/proto/paging';
import { api } from '../../../shared/api/api.ts';
import { withQuery } from '../../../shared/api/query-string.ts';

/** The audit trail's CSV, asked with the same filters as its table (docs/logs-and-audit.md). */
export const AUDIT_EXPORT_PATH = 'logger/audit/export';

/** What an entity's history is asked for: an appointment or a person. */
export type AuditHistorySubject = 'appointments' | 'profiles';

/** The logger service's reads: log lines, their services, the audit trail and one subject's history. */
export const loggerApi = api.injectEndpoints({
  endpoints: (build) => ({
    logsPage: build.query<Page<LogEntry>, LogQuery>({
      query: (query) => withQuery('logger/logs', { ...query }),
    }),
    logServices: build.query<string[], undefined>({
      query: () => 'logger/logs/services',
    }),
    auditPage: build.query<Page<AuditEntry>, AuditQuery>({
      query: (query) => withQuery('logger/audit', { ...query }),
    }),
    /** Oldest first, whatever order the server answers in. */
    auditHistory: build.query<AuditEntry[], { subject: AuditHistorySubject; id: string }>({
      query: ({ subject, id }) => `logger/audit/${subject}/${encodeURIComponent(id)}`,
      transformResponse: (entries: AuditEntry[]) =>
        [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)),
    }),
  }),
});

export const { useLogsPageQuery, useLogServicesQuery, useAuditPageQuery, useAuditHistoryQuery } = loggerApi;
