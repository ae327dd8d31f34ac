import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Role } from '@teleplan/proto/roles';
import { shortcutsFor } from '../../shared/routing/role-navigation.ts';
import { useRouteRegistry } from '../../shared/routing/route-registry-context.tsx';
import { useOwnPlaces } from '../../shared/session/own-places-api.ts';
import { Icon } from '../../shared/ui/icon.tsx';

/** The role's personal shortcuts from the registry (my sector, my room, my calendar, my availabilities). */
export function HeaderShortcuts({ role, sub }: { role: Role; sub: string }) {
  const { t } = useTranslation('app');
  const places = useOwnPlaces({ role, sub });
  const shortcuts = shortcutsFor(useRouteRegistry(), role, sub, places);
  if (shortcuts.length === 0) return null;
  return (
    <nav className="header-shortcuts" aria-label={t('header.shortcuts')}>
      <ul>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.label}>
            <NavLink to={shortcut.path} className="header-shortcuts__link" title={t(shortcut.label)}>
              <Icon name={shortcut.icon} size={18} />
              <span className="header-shortcuts__label">{t(shortcut.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
