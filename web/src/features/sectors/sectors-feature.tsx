import type { Feature } from '../../shared/routing/route-entry.ts';
import { sectorsTexts } from './i18n/sectors-texts.ts';
import { SectorViewPage } from './pages/sector-view-page.tsx';
import { SectorsListPage } from './pages/sectors-list-page.tsx';

export const sectorsFeature: Feature = {
  name: 'sectors',
  texts: sectorsTexts,
  routes: [
    {
      path: '/app/sectors/list',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      element: <SectorsListPage />,
      nav: { label: 'sectors:list', icon: 'sector', group: 'primary' },
    },
    {
      path: '/app/sectors/:id/view',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      element: <SectorViewPage />,
      shortcuts: [{ roles: ['SECTOR_MANAGER'], label: 'sectors:mySector', icon: 'sector', id: 'sector' }],
    },
  ],
};
