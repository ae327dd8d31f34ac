import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { settingsMenuFor } from '../../shared/routing/role-navigation.ts';
import { useRouteRegistry } from '../../shared/routing/route-registry-context.tsx';
import { useSession } from '../../shared/session/use-session.ts';

/** Settings: a side menu of the registry's settings pages the role may open, grouped by sub-section, and the page. */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const { claims } = useSession();
  const registry = useRouteRegistry();
  const menu = claims ? settingsMenuFor(registry, claims.role) : [];
  return (
    <div className="settings">
      <nav className="settings__menu card" aria-label={t('menu')}>
        <p className="settings__title">{t('title')}</p>
        {menu.map(({ section, items }) => (
          <section key={section} className="settings__group" aria-labelledby={`settings-group-${section}`}>
            <h2 id={`settings-group-${section}`} className="settings__group-title">
              {t(`sections.${section}`)}
            </h2>
            <ul>
              {items.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path}>{t(item.label)}</NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="settings__content">
        <Outlet />
      </div>
    </div>
  );
}
