import { useTranslation } from 'react-i18next';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { IconLink } from '../../../shared/ui/icon-link.tsx';
import { fullNameOf } from './user-labels.ts';
import { IconButton } from '../../../shared/ui/icon-button.tsx';

interface UserRowActionsProps {
  user: CompositeProfile;
  pinned: boolean;
  onView: () => void;
  onPin: () => void;
  onToggle: () => void;
}

/** View (side panel), edit, pin, disable or re-enable: icon buttons named for the person they act on. */
export function UserRowActions({ user, pinned, onView, onPin, onToggle }: UserRowActionsProps) {
  const { t } = useTranslation('users');
  const name = fullNameOf(user);
  const enabled = user.account?.enabled ?? false;
  const action = (key: string) => t(key, { name });
  return (
    <div className="row-actions">
      <IconButton icon="eye" size={18} label={action('actions.view')} onClick={onView} />
      <IconLink to={`/app/users/${user.profile.id}`} icon="pencil" size={18} label={action('actions.edit')} />
      <IconButton
        icon="pin"
        size={18}
        label={action('actions.pin')}
        title={action(pinned ? 'actions.unpin' : 'actions.pin')}
        className={pinned ? 'icon-button--active' : undefined}
        aria-pressed={pinned}
        onClick={onPin}
      />
      <IconButton
        icon={enabled ? 'ban' : 'check'}
        size={18}
        label={action(enabled ? 'actions.disable' : 'actions.enable')}
        className={enabled ? 'icon-button--danger' : undefined}
        onClick={onToggle}
      />
    </div>
  );
}
