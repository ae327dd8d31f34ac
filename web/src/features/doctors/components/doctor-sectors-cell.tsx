import { useTranslation } from 'react-i18next';
import type { SectorRef } from '@teleplan/proto/material-resources';
import { Icon } from '../../../shared/ui/icon.tsx';

interface DoctorSectorsCellProps {
  sectors: readonly SectorRef[];
  /** Whether the caller may unlink this doctor from that sector. */
  canUnlink: (sectorId: string) => boolean;
  onUnlink: (sector: SectorRef) => void;
}

/** The sectors a doctor works in, each with its unlink cross when the caller may unlink. */
export function DoctorSectorsCell({ sectors, canUnlink, onUnlink }: DoctorSectorsCellProps) {
  const { t } = useTranslation('doctors');
  if (sectors.length === 0) return <span className="doctors__none">{t('noSector')}</span>;
  return (
    <ul className="doctors__sectors">
      {sectors.map((sector) => (
        <li key={sector.id} className="badge doctors__sector">
          {sector.name}
          {canUnlink(sector.id) && (
            <button
              type="button"
              className="doctors__unlink"
              aria-label={t('unlink.action', { sector: sector.name })}
              title={t('unlink.action', { sector: sector.name })}
              onClick={() => onUnlink(sector)}
            >
              <Icon name="cross" size={14} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
