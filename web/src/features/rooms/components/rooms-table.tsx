import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '@teleplan/proto/material-resources';
import { formatPhone } from '../../../shared/format/phone.ts';
import { RoomRowActions } from './room-row-actions.tsx';
import { SectorsCell } from './sectors-cell.tsx';

export interface RoomsSort {
  field: string;
  direction: 'asc' | 'desc';
}

interface RoomsTableProps {
  rooms: readonly Room[];
  sort: RoomsSort;
  onSort: (field: string) => void;
  /** Row selection shown when given. */
  selection?: { ids: ReadonlySet<string>; toggle: (id: string) => void; togglePage: () => void };
}

const SORTABLE: readonly { field: string; label: string; className?: string }[] = [
  { field: 'name', label: 'table.name' },
  { field: 'address', label: 'table.address', className: 'rooms-col--wide' },
  { field: 'telephoneNumber', label: 'table.phone' },
  { field: 'manager.username', label: 'table.manager', className: 'rooms-col--wide' },
];

/** One page of rooms: the spec's columns and row actions. */
export function RoomsTable({ rooms, sort, onSort, selection }: RoomsTableProps) {
  const { t } = useTranslation('rooms');
  const favouriteName = (room: Room) =>
    room.sectors.find((sector) => sector.id === room.favoriteSectorId)?.name ?? '';
  const ariaSort = (field: string) =>
    sort.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const allSelected = selection && rooms.length > 0 && rooms.every((room) => selection.ids.has(room.id));
  return (
    <div className="rooms-table-wrap">
      <table className="rooms-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="rooms-col--check">
                <input
                  type="checkbox"
                  aria-label={t('table.selectPage')}
                  checked={allSelected ?? false}
                  onChange={selection.togglePage}
                />
              </th>
            )}
            {SORTABLE.map((column) => (
              <th
                key={column.field}
                scope="col"
                aria-sort={ariaSort(column.field)}
                className={column.className}
              >
                <button
                  type="button"
                  className="rooms-sort"
                  onClick={() => onSort(column.field)}
                  title={t('table.sortBy', { column: t(column.label) })}
                >
                  {t(column.label)}
                  <span aria-hidden="true" className="rooms-sort__arrow">
                    {sort.field === column.field ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">{t('table.sectors')}</th>
            <th scope="col" className="rooms-col--xl">
              {t('table.favoriteSector')}
            </th>
            <th scope="col" aria-sort={ariaSort('enabled')}>
              <button type="button" className="rooms-sort" onClick={() => onSort('enabled')}>
                {t('table.status')}
                <span aria-hidden="true" className="rooms-sort__arrow">
                  {sort.field === 'enabled' ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                </span>
              </button>
            </th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.id}>
              {selection && (
                <td className="rooms-col--check">
                  <input
                    type="checkbox"
                    aria-label={t('table.select', { name: room.name })}
                    checked={selection.ids.has(room.id)}
                    onChange={() => selection.toggle(room.id)}
                  />
                </td>
              )}
              <th scope="row" className="rooms-table__name">
                <Link to={`/app/rooms/${room.id}/view`}>{room.name}</Link>
              </th>
              <td className="rooms-col--wide rooms-table__address">
                {room.virtual ? '' : (room.address ?? '')}
              </td>
              <td className="rooms-nowrap">{formatPhone(room.telephoneNumber)}</td>
              <td className="rooms-col--wide rooms-table__manager">{room.manager?.username ?? ''}</td>
              <td>
                <SectorsCell sectors={room.sectors} favoriteSectorId={room.favoriteSectorId} />
              </td>
              <td className="rooms-col--xl">{favouriteName(room)}</td>
              <td>
                <span className={`rooms-status rooms-status--${room.enabled ? 'on' : 'off'}`}>
                  {t(room.enabled ? 'status.enabled' : 'status.disabled')}
                </span>
              </td>
              <td className="rooms-actions">
                <RoomRowActions room={room} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
