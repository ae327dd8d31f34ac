import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../../shared/session/use-session.ts';
import { canAccess } from '../routes/route-access.ts';
import '../i18n/app-texts.ts';

const SECTIONS = [
  { path: '/app/settings/profile', label: 'settings.profile' },
  { path: '/app/settings/server', label: 'settings.server' },
  { path: '/app/settings/room-type', label: 'settings.roomType' },
  { path: '/app/settings/doctor', label: 'settings.doctor' },
];

/** Settings: a side menu built from the route table for the current role, and the chosen section. */
export function SettingsPage() {
  const { t } = useTranslation('app');
  const { claims } = useSession();
  const sections = SECTIONS.filter((s) => claims && canAccess(s.path, claims.role));
  return (
    <div className="settings">
      <nav className="settings__menu card" aria-label={t('settings.menu')}>
        <p className="settings__title">{t('settings.title')}</p>
        <ul>
          {sections.map((s) => (
            <li key={s.path}>
              <NavLink to={s.path}>{t(s.label)}</NavLink>
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
