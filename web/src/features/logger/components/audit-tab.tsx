import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@teleplan/proto/logger';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { saveCsv, useCsvFileMutation } from '../../../shared/ui/csv-download.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { ServerPagedTable, type TableColumn } from '../../../shared/ui/server-paged-table.tsx';
import { AUDIT_EXPORT_PATH, useAuditPageQuery } from '../api/logger-api.ts';
import { shortId } from '../domain/audit-words.ts';
import {
  auditFilterQuery,
  auditQuery,
  logSearch,
  NO_LOG_FILTER,
  rangeInvalid,
  type AuditFilter,
} from '../domain/logger-filters.ts';
import { useAuditDescriber } from '../hooks/use-audit-describer.ts';
import { AUDIT_NS } from '../i18n/audit-texts.ts';
import { AuditFilters } from './audit-filters.tsx';
import { LoadFailure } from './load-failure.tsx';

interface AuditTabProps {
  filter: AuditFilter;
  page: number;
  zone: string;
  /** Today, for the export's file name. */
  now: () => Date;
  onFilterChange: (filter: AuditFilter) => void;
  onPageChange: (page: number) => void;
}

/** The audit trail, filtered, 50 a page, and its CSV export with the same filters. */
export function AuditTab({ filter, page, zone, now, onFilterChange, onPageChange }: AuditTabProps) {
  const { t } = useTranslation('logger');
  const { t: words } = useTranslation(AUDIT_NS);
  const failure = useErrorText();
  const toast = useToast();
  const invalid = rangeInvalid(filter);
  const list = useAuditPageQuery(auditQuery(filter, page), { skip: invalid });
  const describe = useAuditDescriber(zone);
  const [csvFile, csvExport] = useCsvFileMutation();

  async function exportCsv() {
    try {
      const text = await csvFile({
        path: AUDIT_EXPORT_PATH,
        params: { ...auditFilterQuery(filter) },
      }).unwrap();
      saveCsv(`historique-actions-${now().toISOString().slice(0, 10)}.csv`, text);
    } catch (error) {
      toast.error(t('audit.exportFailed', { reason: failure(error) }));
    }
  }

  const columns = useMemo<TableColumn<AuditEntry>[]>(
    () => [
      {
        id: 'date',
        header: t('audit.columns.date'),
        cell: (entry) => <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, zone)}</time>,
        className: 'log-table__time',
      },
      { id: 'who', header: t('audit.columns.who'), cell: (entry) => describe(entry).who },
      { id: 'action', header: t('audit.columns.action'), cell: (entry) => describe(entry).what },
      {
        id: 'subject',
        header: t('audit.columns.subject'),
        wideOnly: true,
        cell: (entry) => `${words(`subjects.${entry.subjectType}`)} ${shortId(entry.subjectId)}`,
      },
      {
        id: 'changes',
        header: t('audit.columns.changes'),
        wideOnly: true,
        cell: (entry) => {
          const { changes } = describe(entry);
          return changes.length === 0 ? null : (
            <ul className="audit-changes">
              {changes.map((change) => (
                <li key={change.field}>{change.line}</li>
              ))}
            </ul>
          );
        },
      },
      {
        id: 'request',
        header: t('audit.columns.request'),
        wideOnly: true,
        cell: (entry) =>
          entry.requestId && (
            <Link
              to={`/app/logger?${logSearch({ ...NO_LOG_FILTER, requestId: entry.requestId }, 0).toString()}`}
              aria-label={t('audit.requestLines', { id: entry.requestId })}
            >
              {shortId(entry.requestId)}
            </Link>
          ),
      },
    ],
    [t, words, zone, describe],
  );

  return (
    <>
      <AuditFilters filter={filter} zone={zone} onChange={onFilterChange} />
      <div className="page-header__actions">
        <Button
          variant="secondary"
          onClick={() => void exportCsv()}
          busy={csvExport.isLoading}
          disabled={invalid}
        >
          <Icon name="download" size={18} />
          {t('audit.export')}
        </Button>
      </div>
      {list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        !invalid && (
          <ServerPagedTable
            caption={t('audit.caption')}
            columns={columns}
            rowKey={(entry) => entry.id}
            rows={list.data?.content}
            page={list.data?.number ?? 0}
            totalPages={list.data?.totalPages ?? 0}
            totalElements={list.data?.totalElements ?? 0}
            onPageChange={onPageChange}
            isLoading={list.isLoading}
            isFetching={list.isFetching}
            isError={false}
          />
        )
      )}
    </>
  );
}
