import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_OUTSIDE_SERVICES, usePublicConfigQuery } from '../../../shared/api/public-config-api.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { LazyRoomsMap, mapPointsOf, useRoomsWithQuery } from '../../rooms/index.ts';
import { bookableRooms, roomsInOrder, type PortalRoom } from './portal-rooms.ts';
import { formatDistance } from './room-distance.ts';
import type { UserPosition } from './use-user-position.ts';

/** The map's height in the portal (docs/constants.md). */
const MAP_HEIGHT = 300;
/** Every room at once (the full-list size, docs/constants.md). */
const ALL_ROOMS = { page: 0, size: 999, sort: 'name,asc' };

interface RoomStepProps {
  /** A sector manager's sectors (the only rooms they may book in); null for admins. */
  managedSectorIds: readonly string[] | null;
  position: UserPosition;
  onChoose: (room: PortalRoom) => void;
}

/**
 * Step 1: the rooms on a map (numbered as in the list) and in a list, with their distance when the person's
 * position is known. A marker picked on the map points its room out in the list; the list chooses.
 */
export function RoomStep({ managedSectorIds, position, onChoose }: RoomStepProps) {
  const { t } = useTranslation('booking');
  const config = usePublicConfigQuery(undefined);
  const found = useRoomsWithQuery(ALL_ROOMS);
  const known = position.status === 'known' ? position.position : null;
  const rooms = useMemo(
    () => roomsInOrder(bookableRooms(found.data?.content ?? [], managedSectorIds), known),
    [found.data, managedSectorIds, known],
  );
  const [pointed, setPointed] = useState<string | null>(null);
  const points = useMemo(() => mapPointsOf(rooms.map((entry) => entry.room)), [rooms]);
  const numbers = new Map(points.map((point) => [point.id, point.number]));
  const map = (config.data ?? NO_OUTSIDE_SERVICES).map;

  function point(id: string) {
    setPointed(id);
    document.getElementById(`portal-room-${id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  return (
    <div className="portal-rooms">
      <div className="portal-rooms__map card">
        <LazyRoomsMap
          points={points}
          selectedId={pointed}
          onSelect={point}
          map={map}
          label={t('portal.room.map')}
          height={MAP_HEIGHT}
        />
        {!map.tileUrl && <p className="rooms-map__note">{t('portal.room.offline')}</p>}
      </div>
      <div className="portal-rooms__list">
        <p className="portal__muted" aria-live="polite">
          {position.status === 'locating'
            ? t('portal.room.locating')
            : position.status === 'known'
              ? t('portal.room.byDistance')
              : t('portal.room.byName')}
        </p>
        <QueryState
          isLoading={found.isLoading}
          isError={found.isError}
          isEmpty={rooms.length === 0}
          emptyText={t('portal.room.none')}
          errorText={t('portal.room.loadFailed')}
          errorAction={
            <Button variant="secondary" onClick={() => void found.refetch()}>
              {t('portal.retry')}
            </Button>
          }
        >
          <ol className="portal-room-list" aria-label={t('portal.room.list')}>
            {rooms.map((entry) => {
              const number = numbers.get(entry.room.id);
              return (
                <li key={entry.room.id}>
                  <button
                    type="button"
                    id={`portal-room-${entry.room.id}`}
                    className={`portal-room${pointed === entry.room.id ? ' portal-room--pointed' : ''}`}
                    onClick={() => onChoose(entry)}
                  >
                    {/* A room with no place on the map has no number: the space keeps the names aligned. */}
                    <span
                      className={`rooms-map-list__number${number ? '' : ' portal-room__no-number'}`}
                      aria-hidden="true"
                    >
                      {number}
                    </span>
                    <span className="portal-room__text">
                      <strong>{entry.room.name}</strong>
                      <span>
                        {entry.room.virtual
                          ? t('portal.room.virtual')
                          : (entry.room.address ?? t('portal.room.noPosition'))}
                      </span>
                    </span>
                    {entry.distanceKm !== null && (
                      <span className="portal-room__distance">
                        {t('portal.room.distance', {
                          distance: formatDistance(entry.distanceKm, currentLanguage()),
                        })}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
        </QueryState>
      </div>
    </div>
  );
}
