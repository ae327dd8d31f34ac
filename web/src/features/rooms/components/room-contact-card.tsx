import { useTranslation } from 'react-i18next';
import type { Room } from '@teleplan/proto/material-resources';
import type { PublicConfig } from '@teleplan/proto/public-config';
import { formatPhone } from '../../../shared/format/phone.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { LazyRoomsMap } from './lazy-rooms-map.tsx';
import { mapPointsOf } from './map-points.ts';
import { IconButton } from '../../../shared/ui/icon-button.tsx';

/** The room page's map height (docs/constants.md). */
const ROOM_MAP_HEIGHT = 300;

/** Phone, email (mailto and copy), video and DPI links, address with a map pin, or the virtual label. */
export function RoomContactCard({ room, map }: { room: Room; map: PublicConfig['map'] }) {
  const { t } = useTranslation('rooms');
  const toast = useToast();
  const none = <span className="rooms-muted">{t('viewPage.noValue')}</span>;
  const points = mapPointsOf([room]);
  const located = !room.virtual && points[0]?.lonLat;
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    toast.success(t('viewPage.copied'));
  };
  return (
    <section className="card rooms-card rooms-card--padded" aria-labelledby="room-contact-title">
      <h2 id="room-contact-title" className="rooms-card__title">
        {t('viewPage.contact')}
      </h2>
      <dl className="rooms-facts">
        <dt>{t('viewPage.phone')}</dt>
        <dd>
          {room.telephoneNumber ? (
            <a href={`tel:${room.telephoneNumber}`}>{formatPhone(room.telephoneNumber)}</a>
          ) : (
            none
          )}
        </dd>
        <dt>{t('viewPage.email')}</dt>
        <dd>
          {room.email ? (
            <span className="rooms-inline">
              <a href={`mailto:${room.email}`}>{room.email}</a>
              <IconButton
                icon="copy"
                size={18}
                label={t('viewPage.copyEmail')}
                onClick={() => void copy(room.email!)}
              />
            </span>
          ) : (
            none
          )}
        </dd>
        <dt>{t('viewPage.video')}</dt>
        <dd>
          {room.url ? (
            <a href={room.url} target="_blank" rel="noopener noreferrer">
              {room.url}
            </a>
          ) : (
            none
          )}
        </dd>
        <dt>{t('viewPage.dpi')}</dt>
        <dd>
          {room.dpiUrl ? (
            <a href={room.dpiUrl} target="_blank" rel="noopener noreferrer">
              {room.dpiUrl}
            </a>
          ) : (
            none
          )}
        </dd>
        <dt>{t('viewPage.address')}</dt>
        <dd>
          {room.virtual ? <span className="badge">{t('viewPage.virtualRoom')}</span> : (room.address ?? none)}
        </dd>
      </dl>
      {located && (
        <LazyRoomsMap
          points={points}
          selectedId={room.id}
          map={map}
          label={t('viewPage.mapTitle')}
          height={ROOM_MAP_HEIGHT}
        />
      )}
    </section>
  );
}
