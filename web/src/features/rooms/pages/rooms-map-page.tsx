import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NO_OUTSIDE_SERVICES, usePublicConfigQuery } from '../../../shared/api/public-config-api.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { IconLink } from '../../../shared/ui/icon-link.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSectorListQuery } from '../../../shared/places/places-api.ts';
import { useRoomsWithQuery } from '../api/rooms-api.ts';
import { LazyRoomsMap } from '../components/lazy-rooms-map.tsx';
import { mapPointsOf } from '../components/map-points.ts';
import { useRole } from '../hooks/use-role.ts';
import '../rooms.css';

/** Every room at once on the map (the full-list size, docs/constants.md). */
const MAP_SIZE = 999;

/** `/app/rooms/map?query=`: non-virtual rooms numbered on the map and in a list beside it. */
export function RoomsMapPage() {
  const { t } = useTranslation('rooms');
  const { role } = useRole();
  const [params] = useSearchParams();
  const query = params.get('query') ?? undefined;
  const config = usePublicConfigQuery(undefined);
  const rooms = useRoomsWithQuery({ page: 0, size: MAP_SIZE, query, sort: 'name,asc' });
  const sectors = useSectorListQuery(undefined, { skip: role !== 'SECTOR_MANAGER' });
  const points = useMemo(() => mapPointsOf(rooms.data?.content ?? []), [rooms.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const withoutSector = role === 'SECTOR_MANAGER' && sectors.data?.length === 0;

  return (
    <section className="page rooms-page" aria-labelledby="page-title">
      <header className="rooms-page__header">
        <h1 id="page-title">{t('map')}</h1>
        <div className="rooms-page__actions">
          <Link className="btn btn--secondary" to="/app/rooms/list">
            <Icon name="list" size={18} />
            {t('actions.list')}
          </Link>
        </div>
      </header>
      {withoutSector ? (
        <p className="card rooms-state">{t('mapPage.noSector')}</p>
      ) : rooms.isLoading || config.isLoading ? (
        <div className="rooms-state">
          <Spinner />
        </div>
      ) : rooms.isError ? (
        <div className="rooms-state notice notice--error" role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void rooms.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="rooms-map-layout">
          <div className="card rooms-map-layout__map">
            <LazyRoomsMap
              points={points}
              selectedId={selectedId}
              onSelect={setSelectedId}
              map={(config.data ?? NO_OUTSIDE_SERVICES).map}
              label={t('mapPage.region')}
              height={520}
            />
            {!config.data?.map.tileUrl && <p className="rooms-map__note">{t('mapPage.offline')}</p>}
          </div>
          <div className="card rooms-map-layout__list">
            <h2 className="rooms-card__title">{t('mapPage.legend')}</h2>
            {points.length === 0 ? (
              <p>{t('noResult')}</p>
            ) : (
              <ol className="rooms-map-list">
                {points.map((point) => (
                  <li key={point.id}>
                    <button
                      type="button"
                      className="rooms-map-list__item"
                      aria-pressed={selectedId === point.id}
                      disabled={!point.lonLat}
                      onClick={() => setSelectedId(point.id)}
                    >
                      {/* What the button does, heard before the visible name it shows (which it must contain). */}
                      <span className="visually-hidden">{t('mapPage.focus')}</span>
                      <span className="rooms-map-list__number" aria-hidden="true">
                        {point.number}
                      </span>
                      <span className="rooms-map-list__text">
                        <strong>{point.name}</strong>
                        <span>{point.lonLat ? point.address : t('mapPage.noPosition')}</span>
                      </span>
                    </button>
                    <IconLink
                      to={`/app/rooms/${point.id}/view`}
                      icon="eye"
                      size={18}
                      label={t('table.view', { name: point.name })}
                    />
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
