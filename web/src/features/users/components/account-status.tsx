import { useTranslation } from 'react-i18next';

/** 'Actif' / 'Inactif' (or the panel's 'ACTIF' / 'NON ACTIF'), coloured by state. */
export function AccountStatus({ enabled, label }: { enabled: boolean; label: string }) {
  return <span className={`status-badge status-badge--${enabled ? 'on' : 'off'}`}>{label}</span>;
}

export function useStatusLabel() {
  const { t } = useTranslation('users');
  return (enabled: boolean) => t(enabled ? 'status.active' : 'status.inactive');
}
