import { useTranslation } from 'react-i18next';
import type { SectorRef } from '@teleplan/proto/material-resources';
import { sectorsSummary } from './sectors-summary.ts';

/** The first two sectors of a room, the favourite first, then '+ n autre(s)'. */
export function SectorsCell({
  sectors,
  favoriteSectorId,
}: {
  sectors: readonly SectorRef[];
  favoriteSectorId: string | null;
}) {
  const { t } = useTranslation('rooms');
  const { shown, more } = sectorsSummary(sectors, favoriteSectorId);
  return (
    <span className="rooms-sectors">
      {shown.map((sector) => sector.name).join(', ')}
      {more > 0 && <span className="rooms-sectors__more"> {t('table.more', { count: more })}</span>}
    </span>
  );
}
