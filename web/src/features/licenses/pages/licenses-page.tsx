import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IssuedLicense } from '@teleplan/proto/licenses';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
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
  const totalPages = keys.data?.totalPages ?? 0;
  const rows = keys.data?.content ?? [];

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
        <QueryState
          isLoading={keys.isLoading}
          isError={keys.isError}
          isEmpty={rows.length === 0}
          emptyText={t('noResult')}
          errorText={t('keys.loadFailed')}
          errorAction={
            <Button variant="secondary" onClick={() => void keys.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('keys.key')}</th>
                  <th scope="col">{t('keys.rooms')}</th>
                  <th scope="col" className="data-table__optional">
                    {t('keys.issuedAt')}
                  </th>
                  <th scope="col">{t('keys.usedBy')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((key) => (
                  <tr key={key.id}>
                    <td>
                      <span className="license-cell">
                        <code className="license-cell__text" title={key.license}>
                          {key.license}
                        </code>
                        <CopyButton value={key.license} {...copyTexts} />
                      </span>
                    </td>
                    <td>{key.nbRooms}</td>
                    <td className="data-table__optional nowrap">{formatDateTime(key.issuedAt)}</td>
                    <td>
                      {key.sectorId ? (
                        <Link to={`/app/sectors/${key.sectorId}/view`}>{sectorName(key.sectorId)}</Link>
                      ) : (
                        <span className="state-badge state-badge--on">{t('keys.free')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="list-footer">
            <span>{t('keys.total', { count: keys.data?.totalElements ?? 0 })}</span>
            <Pager
              page={page}
              totalPages={totalPages}
              onPage={setPage}
              labels={{
                nav: t('keys.pager'),
                previous: t('keys.previous'),
                next: t('keys.next'),
                position: t('keys.position', { page: page + 1, total: totalPages }),
              }}
            />
          </div>
        </QueryState>
      </div>
    </section>
  );
}
