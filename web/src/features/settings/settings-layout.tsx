import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { navEntriesFor } from '../../shared/routing/role-navigation.ts';
import { useRouteRegistry } from '../../shared/routing/route-registry-context.tsx';
import { useSession } from '../../shared/session/use-session.ts';

/** Settings: a side menu of the registry's settings sections the role may open, and the chosen section. */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const { claims } = useSession();
  const registry = useRouteRegistry();
  const sections = claims ? navEntriesFor(registry, claims.role, 'settings') : [];
  return (
    <div className="settings">
      <nav className="settings__menu card" aria-label={t('menu')}>
        <p className="settings__title">{t('title')}</p>
        <ul>
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path}>{t(section.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="settings__content">
        <Outlet />
      </div>
    </div>
  );
}
