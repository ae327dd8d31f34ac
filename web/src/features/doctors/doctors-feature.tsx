import type { Feature } from '../../shared/routing/route-entry.ts';
import { DoctorsListPage } from './pages/doctors-list-page.tsx';
import { doctorsTexts } from './i18n/doctors-texts.ts';

export const doctorsFeature: Feature = {
  name: 'doctors',
  texts: doctorsTexts,
  routes: [
    {
      path: '/app/doctors/list',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'],
      element: <DoctorsListPage />,
      nav: { label: 'doctors:list', icon: 'doctor', group: 'primary' },
    },
  ],
};
