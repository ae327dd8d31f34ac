import type { Feature } from '../../shared/routing/route-entry.ts';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page.tsx';
import { sectorsTexts } from './i18n/sectors-texts.ts';

export const sectorsFeature: Feature = {
  name: 'sectors',
  texts: sectorsTexts,
  routes: [
    {
      path: '/app/sectors/list',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      element: <ComingSoonPage title="sectors:list" />,
      nav: { label: 'sectors:list', icon: 'sector', group: 'primary' },
    },
    {
      path: '/app/sectors/:id/view',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      element: <ComingSoonPage title="sectors:view" />,
      shortcuts: [{ roles: ['SECTOR_MANAGER'], label: 'sectors:mySector', icon: 'sector', id: 'sector' }],
    },
  ],
};
