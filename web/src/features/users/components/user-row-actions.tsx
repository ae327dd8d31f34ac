import { useTranslation } from 'react-i18next';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { IconLink } from '../../../shared/ui/icon-link.tsx';
import { fullNameOf } from './user-labels.ts';

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
      <button
        type="button"
        className="icon-button"
        onClick={onView}
        aria-label={action('actions.view')}
        title={action('actions.view')}
      >
        <Icon name="eye" size={18} />
      </button>
      <IconLink to={`/app/users/${user.profile.id}`} icon="pencil" size={18} label={action('actions.edit')} />
      <button
        type="button"
        className={`icon-button${pinned ? ' icon-button--active' : ''}`}
        onClick={onPin}
        aria-pressed={pinned}
        aria-label={action('actions.pin')}
        title={action(pinned ? 'actions.unpin' : 'actions.pin')}
      >
        <Icon name="pin" size={18} />
      </button>
      <button
        type="button"
        className={`icon-button${enabled ? ' icon-button--danger' : ''}`}
        onClick={onToggle}
        aria-label={action(enabled ? 'actions.disable' : 'actions.enable')}
        title={action(enabled ? 'actions.disable' : 'actions.enable')}
      >
        <Icon name={enabled ? 'ban' : 'check'} size={18} />
      </button>
    </div>
  );
}
