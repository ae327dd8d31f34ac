import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { PinnedUser } from '../pinned-users.ts';

interface PinnedUsersBarProps {
  pinned: readonly PinnedUser[];
  onOpen: (user: PinnedUser) => void;
  onUnpin: (user: PinnedUser) => void;
}

/** The users pinned on this device, as chips above the list: a click opens the side panel. */
export function PinnedUsersBar({ pinned, onOpen, onUnpin }: PinnedUsersBarProps) {
  const { t } = useTranslation('users');
  if (pinned.length === 0) return null;
  return (
    <section className="pinned-users" aria-labelledby="pinned-users-title">
      <h2 id="pinned-users-title" className="pinned-users__title">
        <Icon name="pin" size={16} />
        {t('pinned.title')}
      </h2>
      <ul className="pinned-users__list">
        {pinned.map((user) => (
          <li key={user.id} className="chip">
            <button type="button" className="chip__main" onClick={() => onOpen(user)}>
              {user.name}
            </button>
            <button
              type="button"
              className="chip__remove"
              onClick={() => onUnpin(user)}
              aria-label={t('pinned.remove', { name: user.name })}
              title={t('pinned.remove', { name: user.name })}
            >
              <Icon name="cross" size={14} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
