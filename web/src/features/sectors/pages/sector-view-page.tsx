import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useManagedSectorQuery } from '../../../shared/places/places-api.ts';
import { OWN_PLACE_PLACEHOLDER } from '../../../shared/routing/role-navigation.ts';
import { HOME_PATH } from '../../../shared/routing/route-entry.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { SectorStatistics } from '../../dashboards/index.ts';
import { useSectorDetailsQuery } from '../api/sectors-api.ts';
import { SectorStateBadge, useSectorOpening } from '../components/sector-opening-cell.tsx';
import { SectorDoctorsCard } from '../components/sector-doctors-card.tsx';
import { SectorRoomsCard } from '../components/sector-rooms-card.tsx';
import '../components/sectors.css';

/** '/app/sectors/{id}/view'; `mine` (a sector manager's link before their sector is known) leads to their own. */
export function SectorViewPage() {
  const { id = '' } = useParams();
  if (id === OWN_PLACE_PLACEHOLDER) return <OwnSectorRedirect />;
  return <SectorView id={id} />;
}

/** Leaves a page that cannot be shown: back where the person came from, or home when they came from outside. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(HOME_PATH, { replace: true });
    else void navigate(-1);
  };
}

function OwnSectorRedirect() {
  const { claims } = useSession();
  const own = useManagedSectorQuery(claims?.sub ?? '', { skip: !claims });
  const { t } = useTranslation('sectors');
  const toast = useToast();
  const goBack = useGoBack();
  useEffect(() => {
    if (own.isError) {
      toast.error(t('detail.loadFailed'));
      goBack();
    }
  }, [own.isError]);
  if (own.data) return <Navigate to={`/app/sectors/${own.data.id}/view`} replace />;
  return <Spinner />;
}

function SectorView({ id }: { id: string }) {
  const { t } = useTranslation('sectors');
  const { claims } = useSession();
  const toast = useToast();
  const goBack = useGoBack();
  const details = useSectorDetailsQuery(id);
  const { quota } = useSectorOpening(id);
  useEffect(() => {
    if (details.isError) {
      toast.error(t('detail.loadFailed'));
      goBack();
    }
  }, [details.isError]);

  const sector = details.data;
  const showListCrumb = claims?.role !== 'SECTOR_MANAGER';
  return (
    <section className="page sector-page" aria-labelledby="page-title">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <ol>
          {showListCrumb && (
            <li>
              <Link to="/app/sectors/list">{t('list')}</Link>
            </li>
          )}
          <li aria-current="page">{sector?.name ?? t('view')}</li>
        </ol>
      </nav>
      {!sector ? (
        <div className="query-state">
          <Spinner />
        </div>
      ) : (
        <>
          <div className="page-head">
            <h1 id="page-title">{sector.name}</h1>
            <SectorStateBadge open={quota?.open} />
          </div>
          <dl className="sector-facts">
            <div>
              <dt>{t('detail.managerLabel')}</dt>
              <dd>{sector.manager?.username ?? t('detail.noManager')}</dd>
            </div>
            {quota && (
              <div>
                <dt>{t('table.rooms')}</dt>
                <dd>{t('detail.quota', { used: quota.usedRooms, total: quota.nbRooms })}</dd>
              </div>
            )}
          </dl>
          <div className="sector-page__cards">
            <SectorRoomsCard sector={sector} />
            <SectorDoctorsCard sector={sector} />
          </div>
          <section aria-labelledby="sector-statistics-title">
            <h2 id="sector-statistics-title">{t('detail.statistics')}</h2>
            <SectorStatistics sectorId={sector.id} />
          </section>
        </>
      )}
    </section>
  );
}
