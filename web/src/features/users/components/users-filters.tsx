import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon.tsx';
import {
  ROLE_FILTERS,
  STATUS_FILTERS,
  type RoleFilter,
  type StatusFilter,
  type UsersFilter,
} from '../users-query.ts';

const SEARCH_DELAY_MS = 300;

interface UsersFiltersProps {
  filter: UsersFilter;
  /** Only the fields that changed. */
  onChange: (change: Partial<UsersFilter>) => void;
}

/** Search on last and first name (sent once typing pauses), role and status filters. */
export function UsersFilters({ filter, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState(filter.search);

  useEffect(() => setSearch(filter.search), [filter.search]);
  useEffect(() => {
    if (search === filter.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filter.search, onChange]);

  return (
    <form
      className="users-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search });
      }}
    >
      <div className="field users-filters__search">
        <label className="field__label" htmlFor="users-search">
          {t('filters.search')}
        </label>
        <div className="users-filters__search-box">
          <Icon name="search" size={18} />
          <input
            id="users-search"
            className="field__input"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="users-role">
          {t('filters.role')}
        </label>
        <select
          id="users-role"
          value={filter.role}
          onChange={(event) => onChange({ search, role: event.target.value as RoleFilter | '' })}
        >
          <option value="">{t('filters.all')}</option>
          {ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {t(`filters.roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="users-status">
          {t('filters.status')}
        </label>
        <select
          id="users-status"
          value={filter.status}
          onChange={(event) => onChange({ search, status: event.target.value as StatusFilter | '' })}
        >
          <option value="">{t('filters.all')}</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`filters.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
