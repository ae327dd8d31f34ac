import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Role } from '@teleplan/proto/roles';
import { navEntriesFor } from '../../shared/routing/role-navigation.ts';
import { useRouteRegistry } from '../../shared/routing/route-registry-context.tsx';
import { Icon } from '../../shared/ui/icon.tsx';

/**
 * The primary navigation: the registry's primary entries the role may open. Collapsed, it keeps the icons and
 * the labels stay readable by screen readers; below 896 px it is always collapsed (the CSS ignores the
 * extended state there).
 */
export function PrimaryNav({ role, extended }: { role: Role; extended: boolean }) {
  const { t } = useTranslation('app');
  const items = navEntriesFor(useRouteRegistry(), role, 'primary');
  return (
    <nav
      id="primary-nav"
      className={`primary-nav${extended ? ' primary-nav--extended' : ''}`}
      aria-label={t('nav.label')}
    >
      <ul className="primary-nav__list">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className="primary-nav__link" title={t(item.label)}>
              <Icon name={item.icon} />
              <span className="primary-nav__label">{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
