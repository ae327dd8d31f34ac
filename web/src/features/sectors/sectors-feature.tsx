import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { sectorsTexts } from './i18n/sectors-texts.ts';

export const sectorsFeature: Feature = {
  name: 'sectors',
  texts: sectorsTexts,
  routes: [
    {
      path: '/app/sectors/list',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      ...lazyPage(
        () => import('./pages/sectors-list-page.tsx'),
        (page) => <page.SectorsListPage />,
      ),
      nav: { label: 'sectors:list', icon: 'sector', group: 'primary' },
    },
    {
      path: '/app/sectors/:id/view',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      ...lazyPage(
        () => import('./pages/sector-view-page.tsx'),
        (page) => <page.SectorViewPage />,
      ),
      shortcuts: [{ roles: ['SECTOR_MANAGER'], label: 'sectors:mySector', icon: 'sector', id: 'sector' }],
    },
  ],
};
