import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoomSummary, Sector } from '@teleplan/proto/material-resources';
import { formatPhone } from '../../../shared/format/phone.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { IconLink } from '../../../shared/ui/icon-link.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useUnlinkRoomMutation } from '../api/sectors-api.ts';
import { useLinkableRooms } from '../hooks/use-linkable-rooms.ts';
import { AddRoomsPanel } from './add-rooms-panel.tsx';
import { errorText } from '../../../shared/messages/error-text.ts';
import { IconButton } from '../../../shared/ui/icon-button.tsx';

/**
 * The sector's rooms: name to the room page, address, phone, unlink (asked first) and edit; add rooms, offered
 * only when the caller may link some room she does not have here yet.
 */
export function SectorRoomsCard({ sector }: { sector: Sector }) {
  const { t } = useTranslation('sectors');
  const toast = useToast();
  const rooms = sector.rooms ?? [];
  const phone = (room: RoomSummary) => formatPhone(room.telephoneNumber) || t('detail.notAvailable');
  const linkable = useLinkableRooms(sector);
  const [adding, setAdding] = useState(false);
  const [unlinking, setUnlinking] = useState<RoomSummary | null>(null);
  const [unlinkRoom, unlinkState] = useUnlinkRoomMutation();
  const unlink = async () => {
    if (!unlinking) return;
    const result = await unlinkRoom({ sectorId: sector.id, roomId: unlinking.id });
    if ('error' in result) toast.warning(t('detail.failed', { reason: errorText(result.error) }));
    else toast.success(t('detail.unlinked'));
    setUnlinking(null);
  };
  return (
    <section className="card detail-card" aria-labelledby="sector-rooms-title">
      <div className="detail-card__head">
        <h2 id="sector-rooms-title">
          {t('detail.rooms')}{' '}
          <span className="count-badge">{t('detail.roomsTotal', { count: rooms.length })}</span>
        </h2>
        {linkable.anyLeft && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            {t('detail.addRooms')}
          </Button>
        )}
      </div>
      {rooms.length === 0 ? (
        <p className="query-state__empty">{t('noResult')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.roomName')}</th>
                <th scope="col" className="data-table__optional">
                  {t('detail.roomAddress')}
                </th>
                <th scope="col" className="data-table__optional">
                  {t('detail.roomPhone')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('detail.roomActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room) => (
                <tr key={room.id}>
                  <th scope="row">
                    <Link to={`/app/rooms/${room.id}/view`}>{room.name}</Link>
                    {/* On a phone the phone column gives way: the number goes under the name. */}
                    <span className="sector-rooms__phone-inline nowrap">{phone(room)}</span>
                  </th>
                  <td className="data-table__optional">{room.address || t('detail.notAvailable')}</td>
                  <td className="data-table__optional nowrap">{phone(room)}</td>
                  <td className="data-table__actions">
                    <IconButton
                      icon="unlink"
                      label={t('detail.unlinkRoom', { name: room.name })}
                      className="icon-button--danger"
                      onClick={() => setUnlinking(room)}
                    />
                    <IconLink
                      to={`/app/rooms/${room.id}`}
                      icon="pencil"
                      label={t('detail.editRoom', { name: room.name })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddRoomsPanel
        open={adding}
        sector={sector}
        mayLink={linkable.mayLink}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        open={unlinking !== null}
        title={t('detail.unlinkRoomTitle')}
        message={<p>{t('detail.unlinkRoomText', { name: unlinking?.name, sector: sector.name })}</p>}
        confirmLabel={t('detail.unlinkConfirm')}
        cancelLabel={t('cancel')}
        danger
        busy={unlinkState.isLoading}
        onConfirm={() => void unlink()}
        onCancel={() => setUnlinking(null)}
      />
    </section>
  );
}
