import type { Feature } from '../../shared/routing/route-entry.ts';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page.tsx';
import { patientsTexts } from './i18n/patients-texts.ts';

export const patientsFeature: Feature = {
  name: 'patients',
  texts: patientsTexts,
  routes: [
    {
      path: '/app/patients/list',
      roles: ['ROOM_MANAGER', 'SECTOR_MANAGER', 'DOCTOR', 'ROOM_USER'],
      element: <ComingSoonPage title="patients:list" />,
      nav: { label: 'patients:list', icon: 'patient', group: 'primary' },
    },
    {
      // Spec table: open to an admin, not to a super admin.
      path: '/app/patients/:id/view',
      roles: ['ADMIN', 'ROOM_MANAGER', 'SECTOR_MANAGER', 'DOCTOR', 'ROOM_USER'],
      element: <ComingSoonPage title="patients:view" />,
    },
  ],
};
