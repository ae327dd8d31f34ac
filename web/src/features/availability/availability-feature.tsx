import { lazy } from 'react';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { availabilityTexts } from './i18n/availability-texts.ts';

// FullCalendar loads with the first availability page opened.
const AvailabilityPage = lazy(() => import('./pages/availability-page.tsx'));

const DOCTOR_PLANNERS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'DOCTOR'] as const;
const ROOM_EDITORS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'] as const;

/** The doctor and room availability pages (docs/screens.md#availability-pages). */
export const availabilityFeature: Feature = {
  name: 'availability',
  texts: availabilityTexts,
  routes: [
    {
      path: '/app/doctors/:id/availability',
      roles: DOCTOR_PLANNERS,
      element: <AvailabilityPage ownerType="DOCTOR" />,
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
    {
      path: '/app/rooms/:id/availability',
      roles: ROOM_EDITORS,
      element: <AvailabilityPage ownerType="ROOM" />,
      shortcuts: [
        {
          roles: ['ROOM_MANAGER'],
          label: 'rooms:myAvailabilities',
          icon: 'clock',
          id: 'room',
          kind: 'availability',
        },
      ],
    },
    {
      path: '/app/rooms/:id/availabilities',
      roles: ROOM_EDITORS,
      element: <AvailabilityPage ownerType="ROOM" />,
    },
  ],
};
