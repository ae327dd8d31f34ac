import { useTranslation } from 'react-i18next';
import type { Profile } from '@teleplan/proto/accounts';
import type { IconName } from '../../../shared/ui/icon.tsx';
import { IconButton } from '../../../shared/ui/icon-button.tsx';
import { IconLink } from '../../../shared/ui/icon-link.tsx';

interface DoctorRowActionsProps {
  doctor: Profile;
  name: string;
  /** Edit the account (admins, sector manager). */
  edits: boolean;
  pinned: boolean;
  onPin: () => void;
}

/** A doctor row's calendar, availability, pinned agenda and edit actions (docs/roles.md). */
export function DoctorRowActions({ doctor, name, edits, pinned, onPin }: DoctorRowActionsProps) {
  const { t } = useTranslation('doctors');
  const link = (to: string, icon: IconName, label: string) => (
    <IconLink to={to} icon={icon} size={18} label={t(label, { name })} />
  );
  return (
    <>
      {link(`/app/doctors/${doctor.id}/calendar`, 'calendar', 'actions.calendar')}
      {link(`/app/doctors/${doctor.id}/availability`, 'clock', 'actions.availability')}
      <IconButton
        icon="pin"
        size={18}
        label={t('actions.pin', { name })}
        title={t(pinned ? 'actions.unpin' : 'actions.pin', { name })}
        className={pinned ? 'icon-button--active' : undefined}
        aria-pressed={pinned}
        onClick={onPin}
      />
      {edits && link(`/app/users/${doctor.id}`, 'pencil', 'edit')}
    </>
  );
}
