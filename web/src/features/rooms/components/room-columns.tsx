import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@teleplan/proto/material-resources';
import { formatPhone } from '../../../shared/format/phone.ts';
import type { TableColumn } from '../../../shared/ui/server-paged-table.tsx';
import { RoomRowActions } from './room-row-actions.tsx';
import { SectorsCell } from './sectors-cell.tsx';

const favouriteName = (room: Room) =>
  room.sectors.find((sector) => sector.id === room.favoriteSectorId)?.name ?? '';

/**
 * The rooms list's columns (spec: rooms list): name, address, phone, manager, sectors, favourite sector, status
 * and the row actions; a phone keeps the name and the actions.
 */
export function useRoomColumns(): TableColumn<Room>[] {
  const { t } = useTranslation('rooms');
  return [
    {
      id: 'name',
      header: t('table.name'),
      sortField: 'name',
      rowHeader: true,
      cell: (room) => <Link to={`/app/rooms/${room.id}/view`}>{room.name}</Link>,
    },
    {
      id: 'address',
      header: t('table.address'),
      sortField: 'address',
      cell: (room) => (room.virtual ? '' : (room.address ?? '')),
      wideOnly: true,
      className: 'rooms-table__address',
    },
    {
      id: 'phone',
      header: t('table.phone'),
      sortField: 'telephoneNumber',
      cell: (room) => formatPhone(room.telephoneNumber),
      wideOnly: true,
      className: 'nowrap',
    },
    {
      id: 'manager',
      header: t('table.manager'),
      sortField: 'manager.username',
      cell: (room) => room.manager?.username ?? '',
      wideOnly: true,
      className: 'rooms-table__manager',
    },
    {
      id: 'sectors',
      header: t('table.sectors'),
      cell: (room) => <SectorsCell sectors={room.sectors} favoriteSectorId={room.favoriteSectorId} />,
      wideOnly: true,
    },
    { id: 'favorite', header: t('table.favoriteSector'), cell: favouriteName, wideOnly: true },
    {
      id: 'status',
      header: t('table.status'),
      sortField: 'enabled',
      wideOnly: true,
      cell: (room) => (
        <span className={`rooms-status rooms-status--${room.enabled ? 'on' : 'off'}`}>
          {t(room.enabled ? 'status.enabled' : 'status.disabled')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      cell: (room) => <RoomRowActions room={room} />,
      className: 'rooms-actions',
    },
  ];
}
