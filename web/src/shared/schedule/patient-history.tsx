import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { formatDateTime } from '../format/date-time.ts';
import { ServerPagedTable, type TableColumn } from '../ui/server-paged-table.tsx';
import { displayStatus, type DisplayStatus } from './appointment-status.ts';
import { historyHorizon } from './history-range.ts';
import { useAppointmentHistoryQuery } from './schedule-api.ts';
import { SCHEDULE_UI_NS } from './schedule-ui-texts.ts';
import './patient-history.css';

const PAGE_SIZE = 10;

const STATUS_CLASS: Record<DisplayStatus, string> = {
  toCome: 'state-badge state-badge--on',
  inProgress: 'state-badge history__in-progress',
  finished: 'state-badge',
  canceled: 'state-badge state-badge--off',
};

/** A patient's appointments from 1 January 2021 to the end of this year, newest first, with their status. */
export function PatientHistory({ patientId, zone = DEFAULT_ZONE }: { patientId: string; zone?: string }) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const [page, setPage] = useState(0);
  const [now] = useState(() => new Date());
  const history = useAppointmentHistoryQuery({
    patientIds: [patientId],
    ...historyHorizon(now, zone),
    zone,
    withDetails: true,
    includeCanceled: true,
    includeDeleted: false,
  });
  const rows = (history.data ?? []).toSorted(
    (a, b) => Date.parse(b.appointment.startTime) - Date.parse(a.appointment.startTime),
  );
  const person = (who: AppointmentView['doctor']) => (who ? `${who.lastName} ${who.firstName}`.trim() : '');

  const columns: TableColumn<AppointmentView>[] = [
    { id: 'date', header: t('history.date'), cell: (row) => formatDateTime(row.appointment.startTime, zone) },
    { id: 'doctor', header: t('history.doctor'), cell: (row) => person(row.doctor) },
    { id: 'room', header: t('history.room'), cell: (row) => row.room?.name ?? '', wideOnly: true },
    {
      id: 'status',
      header: t('history.status'),
      cell: (row) => {
        const status = displayStatus(row.appointment, now);
        return <span className={STATUS_CLASS[status]}>{t(`status.${status}`)}</span>;
      },
    },
  ];

  return (
    <>
      <p className="history__range">{t('history.intro', { year: now.getFullYear() })}</p>
      <ServerPagedTable
        caption={t('history.title')}
        columns={columns}
        rows={history.data && rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
        rowKey={(row) => row.appointment.id}
        page={page}
        totalPages={Math.ceil(rows.length / PAGE_SIZE)}
        totalElements={rows.length}
        onPageChange={setPage}
        isLoading={history.isLoading}
        isFetching={history.isFetching}
        isError={history.isError}
        onRetry={() => void history.refetch()}
      />
    </>
  );
}
