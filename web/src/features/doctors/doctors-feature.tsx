import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { doctorsTexts } from './i18n/doctors-texts.ts';

export const doctorsFeature: Feature = {
  name: 'doctors',
  texts: doctorsTexts,
  routes: [
    {
      path: '/app/doctors/list',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'],
      ...lazyPage(
        () => import('./pages/doctors-list-page.tsx'),
        (page) => <page.DoctorsListPage />,
      ),
      nav: { label: 'doctors:list', icon: 'doctor', group: 'primary' },
    },
  ],
};
