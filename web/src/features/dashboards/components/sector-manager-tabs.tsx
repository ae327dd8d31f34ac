import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useManagedSectorQuery } from '../../../shared/places/places-api.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { DoctorsTab, RoomsTab, RoomTypesTab } from './chooser-tabs.tsx';
import { DashboardTabs } from './dashboard-tabs.tsx';
import { SectorStatistics } from './scope-dashboards.tsx';

const TABS = ['sectors', 'rooms', 'doctors', 'roomTypes'] as const;
type Tab = (typeof TABS)[number];

/** Where each tab's link leads: the matching list, which the server filters to the manager's own sector. */
function targetOf(tab: Tab, sectorId: string): string {
  if (tab === 'sectors') return `/app/sectors/${sectorId}/view`;
  if (tab === 'doctors') return '/app/doctors/list';
  return '/app/rooms/list';
}

function TabStatistics({ tab, sectorId }: { tab: Tab; sectorId: string }) {
  if (tab === 'sectors') return <SectorStatistics sectorId={sectorId} />;
  if (tab === 'rooms') return <RoomsTab />;
  if (tab === 'doctors') return <DoctorsTab />;
  return <RoomTypesTab ofRoomsInReach />;
}

/**
 * The sector manager's dashboard: tabs sectors, rooms, doctors and room types, each with its statistics and a
 * link to the matching list of the manager's own sector.
 */
export function SectorManagerTabs({ sub }: { sub: string }) {
  const { t } = useTranslation('dashboards');
  const sector = useManagedSectorQuery(sub);
  if (sector.isLoading) return <Spinner label={t('sectorTabs.loading')} />;
  if (!sector.data) return <p className="notice notice--warning">{t('sectorTabs.noSector')}</p>;
  const sectorId = sector.data.id;
  return (
    <section className="sector-dashboard" aria-labelledby="sector-dashboard-title">
      <h2 id="sector-dashboard-title" className="home__section-title">
        {sector.data.name}
      </h2>
      <DashboardTabs
        label={t('sectorTabs.label')}
        tabs={TABS}
        tabLabel={(tab) => t(`sectorTabs.${tab}`)}
        idPrefix="sector"
      >
        {(tab) => (
          <>
            <p className="dashboard-tabs__intro">
              {t(`sectorTabs.${tab}Text`)}{' '}
              <Link to={targetOf(tab, sectorId)}>{t(`sectorTabs.${tab}Link`)}</Link>
            </p>
            <TabStatistics tab={tab} sectorId={sectorId} />
          </>
        )}
      </DashboardTabs>
    </section>
  );
}
