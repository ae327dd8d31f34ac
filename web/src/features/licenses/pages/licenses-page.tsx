import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IssuedLicense } from '@teleplan/proto/licenses';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { ServerPagedTable, type TableColumn } from '../../../shared/ui/server-paged-table.tsx';
import { useSectorListQuery } from '../../../shared/places/places-api.ts';
import { useIssuedKeysQuery } from '../api/licenses-api.ts';
import { IssueLicenseForm } from '../components/issue-license-form.tsx';
import '../components/licenses.css';

/** '/app/settings/licenses' (SUPER_ADMIN): issue a licence key for N rooms, copy it, see every key issued. */
export function LicensesPage() {
  const { t } = useTranslation('licenses');
  const [page, setPage] = useState(0);
  const [issued, setIssued] = useState<IssuedLicense | null>(null);
  const keys = useIssuedKeysQuery(page);
  const sectors = useSectorListQuery(undefined);
  const sectorName = (id: string) => sectors.data?.find((sector) => sector.id === id)?.name ?? id;
  const copyTexts = { label: t('copy'), copied: t('copied'), failed: t('copyFailed') };
  const columns: TableColumn<IssuedLicense>[] = [
    {
      id: 'key',
      header: t('keys.key'),
      rowHeader: true,
      cell: (key) => (
        <span className="license-cell">
          <code className="license-cell__text" title={key.license}>
            {key.license}
          </code>
          <CopyButton value={key.license} {...copyTexts} />
        </span>
      ),
    },
    { id: 'rooms', header: t('keys.rooms'), cell: (key) => key.nbRooms },
    {
      id: 'issuedAt',
      header: t('keys.issuedAt'),
      cell: (key) => formatDateTime(key.issuedAt),
      wideOnly: true,
      className: 'nowrap',
    },
    {
      id: 'usedBy',
      header: t('keys.usedBy'),
      cell: (key) =>
        key.sectorId ? (
          <Link to={`/app/sectors/${key.sectorId}/view`}>{sectorName(key.sectorId)}</Link>
        ) : (
          <span className="state-badge state-badge--on">{t('keys.free')}</span>
        ),
    },
  ];

  return (
    <section className="licenses-page" aria-labelledby="licenses-title">
      <h1 id="licenses-title">{t('title')}</h1>
      <div className="card settings-card">
        <h2>{t('issue.title')}</h2>
        <p className="settings-card__intro">{t('issue.intro')}</p>
        <IssueLicenseForm onIssued={setIssued} />
        {issued && (
          <div className="issued-key" role="status">
            <p className="issued-key__label">{t('issue.result', { count: issued.nbRooms })}</p>
            <div className="issued-key__row">
              <code className="issued-key__value" data-testid="issued-license">
                {issued.license}
              </code>
              <CopyButton value={issued.license} {...copyTexts} />
            </div>
          </div>
        )}
      </div>

      <div className="card settings-card">
        <h2>{t('keys.title')}</h2>
        <ServerPagedTable
          caption={t('keys.title')}
          columns={columns}
          rows={keys.data?.content}
          rowKey={(key) => key.id}
          page={page}
          totalPages={keys.data?.totalPages ?? 0}
          totalElements={keys.data?.totalElements ?? 0}
          onPageChange={setPage}
          isLoading={keys.isLoading}
          isFetching={keys.isFetching}
          isError={keys.isError}
          onRetry={() => void keys.refetch()}
        />
      </div>
    </section>
  );
}
