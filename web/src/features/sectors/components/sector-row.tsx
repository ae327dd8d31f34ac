import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Sector } from '@teleplan/proto/material-resources';
import { Icon } from '../../../shared/ui/icon.tsx';
import { IconLink } from '../../../shared/ui/icon-link.tsx';
import { SectorStateBadge, useSectorOpening } from './sector-opening-cell.tsx';

interface SectorRowProps {
  sector: Sector;
  selecting: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onLicense: () => void;
  /** Only for the distributor (SUPER_ADMIN): close or reopen the practice. */
  onOpening?: (open: boolean) => void;
}

/** One sector of the list, with its licence figures and its actions. */
export function SectorRow({
  sector,
  selecting,
  selected,
  onSelect,
  onEdit,
  onLicense,
  onOpening,
}: SectorRowProps) {
  const { t } = useTranslation('sectors');
  const { quota } = useSectorOpening(sector.id);
  const name = sector.name;
  return (
    <tr>
      {selecting && (
        <td className="data-table__select">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('table.select', { name })}
          />
        </td>
      )}
      <th scope="row">
        <Link to={`/app/sectors/${sector.id}/view`}>{name}</Link>
      </th>
      <td className="data-table__optional">{sector.manager?.username ?? '—'}</td>
      <td>
        {quota
          ? t('table.roomsUsed', { used: quota.usedRooms, total: quota.nbRooms })
          : sector.roomIds.length}
      </td>
      <td className="data-table__optional">{sector.doctorIds.length}</td>
      <td>
        <SectorStateBadge open={quota?.open} />
      </td>
      <td className="data-table__actions">
        <IconLink to={`/app/sectors/${sector.id}/view`} icon="eye" label={t('actions.view', { name })} />
        <button
          type="button"
          className="icon-button"
          onClick={onEdit}
          aria-label={t('actions.edit', { name })}
          title={t('actions.edit', { name })}
        >
          <Icon name="pencil" />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={onLicense}
          aria-label={t('actions.license', { name })}
          title={t('actions.license', { name })}
        >
          <Icon name="key" />
        </button>
        {onOpening && quota && (
          <button
            type="button"
            className="icon-button"
            onClick={() => onOpening(!quota.open)}
            aria-label={quota.open ? t('actions.close', { name }) : t('actions.open', { name })}
            title={quota.open ? t('actions.close', { name }) : t('actions.open', { name })}
          >
            <Icon name={quota.open ? 'lock' : 'unlock'} />
          </button>
        )}
      </td>
    </tr>
  );
}
