import type { Feature } from '../../shared/routing/route-entry.ts';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page.tsx';
import { DoctorsListPage } from './pages/doctors-list-page.tsx';
import { doctorsTexts } from './i18n/doctors-texts.ts';

const DOCTOR_PLANNERS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'DOCTOR'] as const;

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
    {
      path: '/app/doctors/:id/availability',
      roles: DOCTOR_PLANNERS,
      element: <ComingSoonPage title="doctors:availability" />,
      shortcuts: [
        {
          roles: ['DOCTOR'],
          label: 'doctors:myAvailabilities',
          icon: 'clock',
          id: 'account',
          kind: 'availability',
        },
      ],
    },
  ],
};
