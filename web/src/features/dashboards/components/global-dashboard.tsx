import { useTranslation } from 'react-i18next';
import { DashboardTabs } from './dashboard-tabs.tsx';
import { DoctorsTab, RoomsTab, RoomTypesTab, SectorsTab } from './chooser-tabs.tsx';
import { GlobalStatistics } from './scope-dashboards.tsx';

const TABS = ['general', 'sectors', 'rooms', 'doctors', 'roomTypes'] as const;

/** The admins' dashboard: the platform's figures (General), then a sector's, a room's, a doctor's, a room type's. */
export function GlobalDashboard() {
  const { t } = useTranslation('dashboards');
  return (
    <DashboardTabs
      label={t('statistics.globalTabs')}
      tabs={TABS}
      tabLabel={(tab) => t(`statistics.tabs.${tab}`)}
      idPrefix="global"
    >
      {(tab) =>
        tab === 'general' ? (
          <GlobalStatistics />
        ) : tab === 'sectors' ? (
          <SectorsTab />
        ) : tab === 'rooms' ? (
          <RoomsTab />
        ) : tab === 'doctors' ? (
          <DoctorsTab />
        ) : (
          <RoomTypesTab />
        )
      }
    </DashboardTabs>
  );
}
