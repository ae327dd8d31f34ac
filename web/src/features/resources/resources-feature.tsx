import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { resourcesTexts } from './i18n/resources-texts.ts';

export const resourcesFeature: Feature = {
  name: 'resources',
  texts: resourcesTexts,
  routes: [
    {
      path: '/app/resources',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      ...lazyPage(
        () => import('./pages/resources-page.tsx'),
        (page) => <page.default />,
      ),
      nav: { label: 'resources:title', icon: 'chart', group: 'primary' },
    },
  ],
};
