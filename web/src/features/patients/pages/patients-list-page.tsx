import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@teleplan/proto/accounts';
import { useDownloadCsvMutation } from '../../../shared/api/csv-download-api.ts';
import { useDebouncedValue } from '../../../shared/api/use-debounced-value.ts';
import { formatDate, formatDateTime } from '../../../shared/format/date-time.ts';
import { formatPhone } from '../../../shared/format/phone.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageBreadcrumb } from '../../../shared/ui/page-breadcrumb.tsx';
import {
  ServerPagedTable,
  type TableColumn,
  type TableSort,
} from '../../../shared/ui/server-paged-table.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { usePatientsPageQuery } from '../api/patients-api.ts';
import {
  NO_FILTERS,
  patientsExportParams,
  patientsPageParams,
  type PatientFilters,
} from '../api/patients-query.ts';
import { viewPath } from '../components/patient-paths.ts';
import './patients.css';
import { errorText } from '../../../shared/messages/error-text.ts';

/** 'DD-MM-YYYY à HH:mm': the creation date as the patients list shows it. */
function createdAt(epochSeconds: number, at: string): string {
  const instant = epochSeconds * 1000;
  return `${formatDate(instant)} ${at} ${formatDateTime(instant).slice(-5)}`;
}

/** '/app/patients/list': patients, 20 a page, filtered and sorted by the server, exported as CSV. */
export function PatientsListPage() {
  const { t } = useTranslation('patients');
  const toast = useToast();
  const [filters, setFilters] = useState<PatientFilters>(NO_FILTERS);
  const settled = useDebouncedValue(filters);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<TableSort | null>(null);
  const patients = usePatientsPageQuery(patientsPageParams(settled, page, sort));
  const [downloadCsv, download] = useDownloadCsvMutation();

  function setFilter(key: keyof PatientFilters, value: string) {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(0);
  }

  async function exportCsv() {
    const result = await downloadCsv({
      path: 'user-profiles/by-query/export',
      params: patientsExportParams(settled, sort),
      fileName: 'patients.csv',
    });
    if ('error' in result) toast.error(errorText(result.error));
  }

  const columns: TableColumn<Profile>[] = [
    { id: 'lastName', header: t('columns.lastName'), sortField: 'lastName', cell: (row) => row.lastName },
    { id: 'firstName', header: t('columns.firstName'), sortField: 'firstName', cell: (row) => row.firstName },
    {
      id: 'email',
      header: t('columns.email'),
      sortField: 'email',
      cell: (row) => row.email ?? '',
      wideOnly: true,
    },
    {
      id: 'phone',
      header: t('columns.phone'),
      sortField: 'telephoneNumber',
      cell: (row) => formatPhone(row.telephoneNumber),
      wideOnly: true,
    },
    {
      id: 'created',
      header: t('columns.created'),
      cell: (row) => createdAt(row.audit.createdDate, t('at')),
      wideOnly: true,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <Link className="btn btn--ghost" to={viewPath(row.id)}>
          {t('openShort')} {/* Heard after the visible "Voir", which the name must contain. */}
          <span className="visually-hidden">
            {t('openWhose', { name: `${row.lastName} ${row.firstName}` })}
          </span>
        </Link>
      ),
    },
  ];

  return (
    <section className="page patients" aria-labelledby="page-title">
      <PageBreadcrumb label={t('breadcrumb')} crumbs={[{ label: t('list') }]} />
      <div className="patients__head">
        <h1 id="page-title">{t('list')}</h1>
        <div className="patients__head-actions">
          <Button variant="secondary" busy={download.isLoading} onClick={() => void exportCsv()}>
            {t('export')}
          </Button>
          <Link className="btn btn--primary" to="/app/patients/new">
            {t('new')}
          </Link>
        </div>
      </div>
      <fieldset className="patients__filters">
        <legend>{t('filters.title')}</legend>
        <TextField
          label={t('columns.lastName')}
          name="lastName"
          type="search"
          value={filters.lastName}
          onChange={(e) => setFilter('lastName', e.target.value)}
        />
        <TextField
          label={t('columns.firstName')}
          name="firstName"
          type="search"
          value={filters.firstName}
          onChange={(e) => setFilter('firstName', e.target.value)}
        />
        <TextField
          label={t('columns.email')}
          name="email"
          type="search"
          value={filters.email}
          onChange={(e) => setFilter('email', e.target.value)}
        />
        <TextField
          label={t('filters.search')}
          name="search"
          type="search"
          value={filters.search}
          onChange={(e) => setFilter('search', e.target.value)}
        />
      </fieldset>
      <ServerPagedTable
        caption={t('list')}
        columns={columns}
        rows={patients.data?.content}
        rowKey={(row) => row.id}
        page={page}
        totalPages={patients.data?.totalPages ?? 0}
        totalElements={patients.data?.totalElements ?? 0}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        isLoading={patients.isLoading}
        isFetching={patients.isFetching}
        isError={patients.isError}
        onRetry={() => void patients.refetch()}
      />
    </section>
  );
}
