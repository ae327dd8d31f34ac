import type { Feature } from '../../shared/routing/route-entry.ts';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page.tsx';
import { resourcesTexts } from './i18n/resources-texts.ts';

export const resourcesFeature: Feature = {
  name: 'resources',
  texts: resourcesTexts,
  routes: [
    {
      path: '/app/resources',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      element: <ComingSoonPage title="resources:title" />,
      nav: { label: 'resources:title', icon: 'chart', group: 'primary' },
    },
  ],
};
