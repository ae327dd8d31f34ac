import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomDetails } from '@teleplan/proto/material-resources';
import { Icon } from '../../../shared/ui/icon.tsx';
import { roomTypeLabel } from './room-type-label.ts';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';

interface RoomInformationCardProps {
  details: RoomDetails;
  /** Null when the person may not change the favourite sector. */
  onFavorite: ((sectorId: string) => void) | null;
}

/** Description, status, manager (side panel), room type label, time zone, offices with the favourite star. */
export function RoomInformationCard({ details, onFavorite }: RoomInformationCardProps) {
  const { t, i18n } = useTranslation('rooms');
  const [showManager, setShowManager] = useState(false);
  const { room, managerProfile, roomTypeDetails } = details;
  const none = <span className="rooms-muted">{t('viewPage.noValue')}</span>;
  const managerName = managerProfile
    ? `${managerProfile.firstName} ${managerProfile.lastName}`
    : room.manager?.username;
  return (
    <section className="card rooms-card rooms-card--padded" aria-labelledby="room-info-title">
      <h2 id="room-info-title" className="rooms-card__title">
        {t('viewPage.information')}
      </h2>
      <dl className="rooms-facts">
        <dt>{t('viewPage.description')}</dt>
        <dd>{room.description ?? none}</dd>
        <dt>{t('viewPage.status')}</dt>
        <dd>
          <span className={`rooms-status rooms-status--${room.enabled ? 'on' : 'off'}`}>
            {t(room.enabled ? 'status.enabled' : 'status.disabled')}
          </span>
        </dd>
        <dt>{t('viewPage.manager')}</dt>
        <dd>
          {managerName ? (
            <button type="button" className="rooms-link-button" onClick={() => setShowManager(true)}>
              {managerName}
            </button>
          ) : (
            none
          )}
        </dd>
        <dt>{t('viewPage.roomType')}</dt>
        <dd>{roomTypeDetails ? roomTypeLabel(roomTypeDetails, i18n.language) : none}</dd>
        <dt>{t('viewPage.zone')}</dt>
        <dd>{room.zoneId}</dd>
        <dt>{t('viewPage.offices')}</dt>
        <dd>
          {room.sectors.length === 0 ? (
            none
          ) : (
            <ul className="rooms-offices">
              {room.sectors.map((sector) => {
                const favourite = sector.id === room.favoriteSectorId;
                return (
                  <li key={sector.id}>
                    <button
                      type="button"
                      className={`icon-button rooms-star${favourite ? ' rooms-star--on' : ''}`}
                      aria-pressed={favourite}
                      aria-label={
                        favourite ? t('viewPage.favorite') : t('viewPage.makeFavorite', { name: sector.name })
                      }
                      title={
                        favourite ? t('viewPage.favorite') : t('viewPage.makeFavorite', { name: sector.name })
                      }
                      disabled={!onFavorite}
                      onClick={() => !favourite && onFavorite?.(sector.id)}
                    >
                      <Icon name="star" size={18} />
                    </button>
                    {sector.name}
                  </li>
                );
              })}
            </ul>
          )}
        </dd>
      </dl>
      <SidePanel
        open={showManager}
        title={t('viewPage.managerPanel')}
        closeLabel={t('viewPage.close')}
        onClose={() => setShowManager(false)}
      >
        <dl className="rooms-facts">
          <dt>{t('viewPage.manager')}</dt>
          <dd>{managerName}</dd>
          <dt>{t('viewPage.email')}</dt>
          <dd>
            {managerProfile?.email || room.manager?.username ? (
              <a href={`mailto:${managerProfile?.email || room.manager?.username}`}>
                {managerProfile?.email || room.manager?.username}
              </a>
            ) : (
              none
            )}
          </dd>
        </dl>
      </SidePanel>
    </section>
  );
}
