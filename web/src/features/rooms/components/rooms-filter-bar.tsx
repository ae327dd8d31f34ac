import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sector } from '@teleplan/proto/material-resources';
import type { RoomFilters } from './room-filters.ts';

interface RoomsFilterBarProps {
  filters: RoomFilters;
  onChange: (filters: RoomFilters) => void;
  sectors: readonly Sector[];
  selecting: boolean;
  onSelecting: (on: boolean) => void;
}

/** Search (debounced), favourite-sector and status filters, and the row-selection toggle. */
export function RoomsFilterBar({ filters, onChange, sectors, selecting, onSelecting }: RoomsFilterBarProps) {
  const { t } = useTranslation('rooms');
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), 300);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  return (
    <div className="rooms-filters" role="search">
      <div className="field rooms-filters__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          {t('filters.search')}
        </label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          value={search}
          placeholder={t('filters.searchHint')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-favourite`}>
          {t('filters.favoriteSector')}
        </label>
        <select
          id={`${id}-favourite`}
          value={filters.favoriteSectorId}
          onChange={(event) => onChange({ ...filters, favoriteSectorId: event.target.value })}
        >
          <option value="">{t('filters.anySector')}</option>
          {sectors.map((sector) => (
            <option key={sector.id} value={sector.id}>
              {sector.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('filters.status')}
        </label>
        <select
          id={`${id}-status`}
          value={filters.enabled}
          onChange={(event) => onChange({ ...filters, enabled: event.target.value })}
        >
          <option value="">{t('status.all')}</option>
          <option value="true">{t('status.enabled')}</option>
          <option value="false">{t('status.disabled')}</option>
        </select>
      </div>
      <label className="rooms-filters__toggle">
        <input type="checkbox" checked={selecting} onChange={(event) => onSelecting(event.target.checked)} />
        {t('filters.selection')}
      </label>
    </div>
  );
}
