import { useTranslation } from 'react-i18next';
import { useSectorQuotaQuery } from '../api/sectors-api.ts';

/** A sector's rooms used of its licence and whether the practice is open (licenses service). */
export function useSectorOpening(sectorId: string) {
  const quota = useSectorQuotaQuery(sectorId);
  return { quota: quota.data, isLoading: quota.isLoading };
}

export function SectorStateBadge({ open }: { open: boolean | undefined }) {
  const { t } = useTranslation('sectors');
  if (open === undefined) return <span className="state-badge">{t('state.unknown')}</span>;
  return (
    <span className={`state-badge state-badge--${open ? 'on' : 'off'}`}>
      {open ? t('state.open') : t('state.closed')}
    </span>
  );
}
