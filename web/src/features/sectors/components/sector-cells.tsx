import { useTranslation } from 'react-i18next';
import type { Sector } from '@teleplan/proto/material-resources';
import { IconLink } from '../../../shared/ui/icon-link.tsx';
import { SectorStateBadge, useSectorOpening } from './sector-opening-cell.tsx';
import { IconButton } from '../../../shared/ui/icon-button.tsx';

/** The rooms a sector uses of its licence ('1 / 5'), or its room count while the licence is unknown. */
export function SectorRoomsUsed({ sector }: { sector: Sector }) {
  const { t } = useTranslation('sectors');
  const { quota } = useSectorOpening(sector.id);
  return quota
    ? t('table.roomsUsed', { used: quota.usedRooms, total: quota.nbRooms })
    : sector.roomIds.length;
}

/** Whether the practice is open, from its licence. */
export function SectorState({ sector }: { sector: Sector }) {
  const { quota } = useSectorOpening(sector.id);
  return <SectorStateBadge open={quota?.open} />;
}

interface SectorRowActionsProps {
  sector: Sector;
  onEdit: () => void;
  onLicense: () => void;
  /** Only for the distributor (SUPER_ADMIN): close or reopen the practice. */
  onOpening?: (open: boolean) => void;
}

/** A sector's view, edit and licence actions, and the distributor's close or reopen. */
export function SectorRowActions({ sector, onEdit, onLicense, onOpening }: SectorRowActionsProps) {
  const { t } = useTranslation('sectors');
  const { quota } = useSectorOpening(sector.id);
  const name = sector.name;
  return (
    <div className="data-table__actions">
      <IconLink to={`/app/sectors/${sector.id}/view`} icon="eye" label={t('actions.view', { name })} />
      <IconButton icon="pencil" label={t('actions.edit', { name })} onClick={onEdit} />
      <IconButton icon="key" label={t('actions.license', { name })} onClick={onLicense} />
      {onOpening && quota && (
        <IconButton
          icon={quota.open ? 'lock' : 'unlock'}
          label={quota.open ? t('actions.close', { name }) : t('actions.open', { name })}
          onClick={() => onOpening(!quota.open)}
        />
      )}
    </div>
  );
}
