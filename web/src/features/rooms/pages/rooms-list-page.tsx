import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportAppointmentsButton } from '../../../shared/schedule/export-appointments-button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { ServerPagedTable, type TableSort } from '../../../shared/ui/server-paged-table.tsx';
import { useSectorListQuery } from '../../../shared/places/places-api.ts';
import { useRoomsWithQuery } from '../api/rooms-api.ts';
import { NO_FILTERS, roomsQuery, selectionQuery, type RoomFilters } from '../components/room-filters.ts';
import { useRoomColumns } from '../components/room-columns.tsx';
import { RoomsFilterBar } from '../components/rooms-filter-bar.tsx';
import '../rooms.css';

const PAGE_SIZE = 20;

/** `/app/rooms/list`: the server-paged rooms table (a sector manager sees their sector's rooms: the server scopes). */
export function RoomsListPage() {
  const { t } = useTranslation('rooms');
  const [filters, setFilters] = useState<RoomFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<TableSort>({ field: 'name', direction: 'asc' });
  const columns = useRoomColumns();
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const query = roomsQuery(filters);
  const rooms = useRoomsWithQuery({ page, size: PAGE_SIZE, query, sort: `${sort.field},${sort.direction}` });
  const sectors = useSectorListQuery(undefined);

  const changeFilters = (next: RoomFilters) => {
    setFilters(next);
    setPage(0);
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const pageIds = rooms.data?.content.map((room) => room.id) ?? [];
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      const all = pageIds.every((id) => next.has(id));
      for (const id of pageIds)
        if (all) next.delete(id);
        else next.add(id);
      return next;
    });
  const mapQuery = selecting && selected.size > 0 ? selectionQuery([...selected]) : query;
  const mapLink = mapQuery ? `/app/rooms/map?query=${encodeURIComponent(mapQuery)}` : '/app/rooms/map';

  return (
    <section className="page rooms-page" aria-labelledby="page-title">
      <header className="rooms-page__header">
        <h1 id="page-title">{t('list')}</h1>
        <div className="rooms-page__actions">
          <ExportAppointmentsButton ownerType="ROOM" ids={selecting ? [...selected] : []} />
          <Link className="btn btn--secondary" to={mapLink}>
            <Icon name="map" size={18} />
            {t('actions.map')}
          </Link>
          <Link className="btn btn--primary" to="/app/rooms/new">
            <Icon name="plus" size={18} />
            {t('actions.add')}
          </Link>
        </div>
      </header>

      <RoomsFilterBar
        filters={filters}
        onChange={changeFilters}
        sectors={sectors.data ?? []}
        selecting={selecting}
        onSelecting={(on) => {
          setSelecting(on);
          if (!on) setSelected(new Set());
        }}
      />
      {selecting && (
        <p className="rooms-selection" aria-live="polite">
          {t('filters.selected', { count: selected.size })}
        </p>
      )}

      <ServerPagedTable
        caption={t('table.caption')}
        columns={columns}
        rows={rooms.data?.content}
        rowKey={(room) => room.id}
        page={page}
        totalPages={rooms.data?.totalPages ?? 0}
        totalElements={rooms.data?.totalElements ?? 0}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        isLoading={rooms.isLoading}
        isFetching={rooms.isFetching}
        isError={rooms.isError}
        onRetry={() => void rooms.refetch()}
        selection={
          selecting
            ? {
                isSelected: (room) => selected.has(room.id),
                onToggle: (room) => toggle(room.id),
                onTogglePage: togglePage,
                rowLabel: (room) => t('table.select', { name: room.name }),
                pageLabel: t('table.selectPage'),
              }
            : undefined
        }
      />
    </section>
  );
}
