import { ROLES } from '@teleplan/proto/roles';
import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import { HOME_PATH, type Feature } from '../../shared/routing/route-entry.ts';
import { dashboardTexts } from './i18n/dashboard-texts.ts';

export const dashboardsFeature: Feature = {
  name: 'dashboards',
  texts: dashboardTexts,
  routes: [
    {
      path: HOME_PATH,
      roles: ROLES,
      ...lazyPage(
        () => import('./pages/home-page.tsx'),
        (page) => <page.HomePage />,
      ),
      nav: { label: 'dashboards:home', icon: 'home', group: 'primary' },
    },
  ],
};
