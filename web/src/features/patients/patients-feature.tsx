import type { Feature } from '../../shared/routing/route-entry.ts';
import { patientsTexts } from './i18n/patients-texts.ts';
import { PatientNewPage } from './pages/patient-new-page.tsx';
import { PatientViewPage } from './pages/patient-view-page.tsx';
import { PatientsListPage } from './pages/patients-list-page.tsx';

const PATIENT_STAFF = ['ROOM_MANAGER', 'SECTOR_MANAGER', 'DOCTOR', 'ROOM_USER'] as const;

export const patientsFeature: Feature = {
  name: 'patients',
  texts: patientsTexts,
  routes: [
    {
      path: '/app/patients/list',
      roles: PATIENT_STAFF,
      element: <PatientsListPage />,
      nav: { label: 'patients:list', icon: 'patient', group: 'primary' },
    },
    {
      // Besides the patients list: the list's "Nouveau patient" action opens the patient form here.
      path: '/app/patients/new',
      roles: PATIENT_STAFF,
      element: <PatientNewPage />,
    },
    {
      // Open to an admin, not to a super admin (docs/roles.md#what-the-web-shows-per-role).
      path: '/app/patients/:id/view',
      roles: ['ADMIN', ...PATIENT_STAFF],
      element: <PatientViewPage />,
    },
  ],
};
