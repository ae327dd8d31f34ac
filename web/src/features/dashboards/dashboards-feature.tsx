import { ROLES } from '@teleplan/proto/roles';
import { HOME_PATH, type Feature } from '../../shared/routing/route-entry.ts';
import { dashboardTexts } from './i18n/dashboard-texts.ts';
import { HomePage } from './pages/home-page.tsx';

export const dashboardsFeature: Feature = {
  name: 'dashboards',
  texts: dashboardTexts,
  routes: [
    {
      path: HOME_PATH,
      roles: ROLES,
      element: <HomePage />,
      nav: { label: 'dashboards:home', icon: 'home', group: 'primary' },
    },
  ],
};
