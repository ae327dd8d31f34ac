import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '@teleplan/proto/logger';
import { ServerPagedTable, type TableColumn } from '../../../shared/ui/server-paged-table.tsx';
import { useLogsPageQuery } from '../api/logger-api.ts';
import { shortId } from '../domain/audit-words.ts';
import { logQuery, NO_LOG_FILTER, rangeInvalid, type LogFilter } from '../domain/logger-filters.ts';
import { timeWithSeconds } from '../domain/zoned-input.ts';
import { LoadFailure } from './load-failure.tsx';
import { LevelBadge } from './level-badge.tsx';
import { LogDetailDialog } from './log-detail-dialog.tsx';
import { LogFilters } from './log-filters.tsx';

interface LogsTabProps {
  filter: LogFilter;
  page: number;
  zone: string;
  onFilterChange: (filter: LogFilter) => void;
  onPageChange: (page: number) => void;
}

/** The platform's log lines, 50 a page, newest first as the server sends them; a row opens its detail. */
export function LogsTab({ filter, page, zone, onFilterChange, onPageChange }: LogsTabProps) {
  const { t } = useTranslation('logger');
  const invalid = rangeInvalid(filter);
  const list = useLogsPageQuery(logQuery(filter, page), { skip: invalid });
  const [opened, setOpened] = useState<LogEntry | null>(null);

  const columns = useMemo<TableColumn<LogEntry>[]>(
    () => [
      {
        id: 'time',
        header: t('logs.columns.time'),
        cell: (entry) => <time dateTime={entry.time}>{timeWithSeconds(entry.time, zone)}</time>,
        className: 'log-table__time',
      },
      { id: 'level', header: t('logs.columns.level'), cell: (entry) => <LevelBadge level={entry.level} /> },
      { id: 'service', header: t('logs.columns.service'), cell: (entry) => entry.service, wideOnly: true },
      {
        id: 'message',
        header: t('logs.columns.message'),
        className: 'log-table__message',
        cell: (entry) => (
          <button
            type="button"
            className="log-table__open"
            title={entry.message}
            aria-label={t('logs.open', { message: entry.message })}
            onClick={() => setOpened(entry)}
          >
            {entry.message}
          </button>
        ),
      },
      {
        id: 'requestId',
        header: t('logs.columns.requestId'),
        wideOnly: true,
        className: 'log-table__request',
        cell: (entry) => (entry.requestId ? shortId(entry.requestId) : t('logs.noRequest')),
      },
    ],
    [t, zone],
  );

  return (
    <>
      <LogFilters filter={filter} zone={zone} onChange={onFilterChange} />
      {list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        !invalid && (
          <ServerPagedTable
            caption={t('logs.caption')}
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
      {opened && (
        <LogDetailDialog
          entry={opened}
          zone={zone}
          onClose={() => setOpened(null)}
          onSameRequest={(requestId) => {
            setOpened(null);
            onFilterChange({ ...NO_LOG_FILTER, requestId });
          }}
        />
      )}
    </>
  );
}
