import { lazy } from 'react';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { resourcesTexts } from './i18n/resources-texts.ts';

// FullCalendar's timeline is heavy: loaded with the page only.
const ResourcesPage = lazy(() => import('./pages/resources-page.tsx'));

export const resourcesFeature: Feature = {
  name: 'resources',
  texts: resourcesTexts,
  routes: [
    {
      path: '/app/resources',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      element: <ResourcesPage />,
      nav: { label: 'resources:title', icon: 'chart', group: 'primary' },
    },
  ],
};
