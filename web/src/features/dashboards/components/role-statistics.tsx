import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionClaims } from '../../../shared/session/jwt-claims.ts';
import { useOwnRoomId } from '../../../shared/session/own-room.ts';
import { useLiveStatisticsRefresh } from '../hooks/use-live-statistics-refresh.ts';
import { GlobalDashboard } from './global-dashboard.tsx';
import { DoctorStatistics, RoomCardStatistics, RoomStatistics } from './scope-dashboards.tsx';
import { SectorManagerTabs } from './sector-manager-tabs.tsx';

type Claims = Pick<SessionClaims, 'role' | 'sub'>;

/** A home page's statistics under their heading. */
function StatisticsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboards');
  return (
    <section aria-labelledby="home-statistics-title">
      <h2 id="home-statistics-title" className="home__section-title">
        {t('statistics.title')}
      </h2>
      {children}
    </section>
  );
}

/** The doctor's own figures, moved at once by the live feed's events. */
function DoctorHomeStatistics({ sub }: { sub: string }) {
  useLiveStatisticsRefresh();
  return (
    <StatisticsSection>
      <DoctorStatistics doctorId={sub} />
    </StatisticsSection>
  );
}

/** A room role's room: the room manager's dashboard, the room user's card. */
function RoomHomeStatistics({ claims }: { claims: Claims }) {
  const { t } = useTranslation('dashboards');
  const roomId = useOwnRoomId(claims.role, claims.sub);
  return (
    <StatisticsSection>
      {!roomId ? (
        <p className="home__later">{t('statistics.noRoom')}</p>
      ) : claims.role === 'ROOM_MANAGER' ? (
        <RoomStatistics roomId={roomId} own />
      ) : (
        <RoomCardStatistics roomId={roomId} />
      )}
    </StatisticsSection>
  );
}

/** The statistics of the home page, by role (docs/screens.md#dashboards); patients have none. */
export function RoleStatistics({ claims }: { claims: Claims }) {
  switch (claims.role) {
    case 'SUPER_ADMIN':
    case 'ADMIN':
      return <GlobalDashboard />;
    case 'SECTOR_MANAGER':
      return <SectorManagerTabs sub={claims.sub} />;
    case 'DOCTOR':
      return <DoctorHomeStatistics sub={claims.sub} />;
    case 'ROOM_MANAGER':
    case 'ROOM_USER':
      return <RoomHomeStatistics claims={claims} />;
    default:
      return null;
  }
}
