import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageSummary } from '@teleplan/proto/notification-messages';
import { ServerPagedTable, type TableColumn } from '../../../shared/ui/server-paged-table.tsx';
import { usePatientMessagesQuery } from '../api/messages-api.ts';
import { MessageDate } from '../components/message-date.tsx';
import { MessageFilters, type MessageFilter } from '../components/message-filters.tsx';
import './messages-page.css';

const PAGE_SIZE = 20;

/**
 * '/app/settings/messages' (SUPER_ADMIN): the mails and SMS sent to patients, newest first, filtered by status,
 * channel and kind; recipients come masked from the server, and no text is shown.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const [filter, setFilter] = useState<MessageFilter>({});
  const [page, setPage] = useState(0);
  const messages = usePatientMessagesQuery({ ...filter, page, size: PAGE_SIZE });

  const columns: TableColumn<MessageSummary>[] = [
    {
      id: 'createdAt',
      header: t('column.createdAt'),
      cell: (row) => <MessageDate value={row.createdAt} />,
      rowHeader: true,
      className: 'message-date',
    },
    {
      id: 'kind',
      header: t('column.kind'),
      cell: (row) => (
        <>
          {t(`kind.${row.kind}`)}
          <span className="message-detail">{t(`channel.${row.channel}`)}</span>
        </>
      ),
    },
    {
      id: 'recipient',
      header: t('column.recipient'),
      cell: (row) => row.recipient ?? '—',
      wideOnly: true,
      className: 'message-recipient',
    },
    {
      id: 'status',
      header: t('column.status'),
      // The attempts and the cause under the status: a tenth column would not fit beside the settings menu.
      cell: (row) => (
        <>
          <span className={`message-status message-status--${row.status.toLowerCase()}`}>
            {t(`status.${row.status}`)}
          </span>
          {row.attempts > 1 && (
            <span className="message-detail">{t('attempts', { count: row.attempts })}</span>
          )}
          {row.error && <span className="message-detail message-error">{row.error}</span>}
        </>
      ),
    },
    {
      id: 'scheduledAt',
      header: t('column.scheduledAt'),
      cell: (row) => <MessageDate value={row.scheduledAt} />,
      wideOnly: true,
      className: 'message-date',
    },
    {
      id: 'sentAt',
      header: t('column.sentAt'),
      cell: (row) => (row.sentAt ? <MessageDate value={row.sentAt} /> : '—'),
      wideOnly: true,
      className: 'message-date',
    },
  ];

  return (
    <section className="messages-page" aria-labelledby="messages-title">
      <h1 id="messages-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <MessageFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <ServerPagedTable
        caption={t('caption')}
        columns={columns}
        rows={messages.data?.content}
        rowKey={(row) => row.id}
        page={page}
        totalPages={messages.data?.totalPages ?? 0}
        totalElements={messages.data?.totalElements ?? 0}
        onPageChange={setPage}
        isLoading={messages.isLoading}
        isFetching={messages.isFetching}
        isError={messages.isError}
        onRetry={() => void messages.refetch()}
      />
    </section>
  );
}
