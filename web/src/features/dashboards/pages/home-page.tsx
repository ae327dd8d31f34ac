import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type Role } from '@teleplan/proto/roles';
import { displayName, useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { HOME_PATH } from '../../../shared/routing/route-entry.ts';
import { LivePanel } from '../../live/index.ts';
import { HomeAgenda } from '../components/home-agenda.tsx';
import { HomeShortcuts } from '../components/home-shortcuts.tsx';
import { RoleStatistics } from '../components/role-statistics.tsx';
import './home-page.css';

/** Which dashboard a role has (admins share the global one; the others each have their own). */
const DASHBOARD_OF: Record<Role, 'global' | 'sector' | 'room' | 'doctor' | 'patient'> = {
  SUPER_ADMIN: 'global',
  ADMIN: 'global',
  SECTOR_MANAGER: 'sector',
  ROOM_MANAGER: 'room',
  ROOM_USER: 'room',
  DOCTOR: 'doctor',
  PATIENT: 'patient',
};

/** '/app/home': who is signed in, as which role, the role's shortcuts, agenda, statistics and live panel. */
export function HomePage() {
  const { t } = useTranslation('dashboards');
  const { claims } = useSession();
  const profile = useProfileQuery(claims?.sub ?? '', { skip: !claims });
  if (!claims) return null;
  const name = displayName(profile.data);
  return (
    <section className="page home" aria-labelledby="page-title">
      <p className="home__eyebrow">{t(`titles.${DASHBOARD_OF[claims.role]}`)}</p>
      <h1 id="page-title">
        {profile.isLoading ? <Spinner size="small" /> : name ? t('greeting', { name }) : t('greetingNoName')}
      </h1>
      <p className="home__role">
        {t('actingAs')} <span className="role-badge">{ROLE_LABELS[currentLanguage()][claims.role]}</span>
      </p>
      {profile.isError && <p className="notice notice--warning">{t('profileUnavailable')}</p>}
      <h2 className="home__section-title">{t('shortcuts')}</h2>
      <HomeShortcuts claims={claims} homePath={HOME_PATH} />
      <div className="home__columns">
        <div className="home__main">
          <HomeAgenda claims={claims} />
          <RoleStatistics claims={claims} />
        </div>
        {claims.role !== 'PATIENT' && <LivePanel />}
      </div>
    </section>
  );
}
