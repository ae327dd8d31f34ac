import type { ReactNode } from 'react';
import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { preloadScheduleCalendar } from './components/lazy-schedule-calendar.tsx';
import { calendarTexts } from './i18n/calendar-texts.ts';

const DOCTOR_PLANNERS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'DOCTOR'] as const;
const ROOM_EDITORS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'] as const;

/** A calendar page whose code loads with FullCalendar's beside it, not after the page has rendered. */
function calendarPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode) {
  return lazyPage(() => {
    preloadScheduleCalendar();
    return load();
  }, render);
}

/** The doctor, room and multi-doctor calendars. */
export const calendarFeature: Feature = {
  name: 'calendar',
  texts: calendarTexts,
  routes: [
    {
      path: '/app/doctors/list/multiview-doctors',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      ...calendarPage(
        () => import('./pages/multi-doctor-calendar-page.tsx'),
        (page) => <page.MultiDoctorCalendarPage />,
      ),
    },
    {
      path: '/app/doctors/:id/calendar',
      roles: DOCTOR_PLANNERS,
      ...calendarPage(
        () => import('./pages/doctor-calendar-page.tsx'),
        (page) => <page.DoctorCalendarPage />,
      ),
      shortcuts: [
        { roles: ['DOCTOR'], label: 'doctors:myCalendar', icon: 'calendar', id: 'account', kind: 'calendar' },
      ],
    },
    {
      // The one room page open to a room user: their shortcut to their room leads here.
      path: '/app/rooms/:id/calendar',
      roles: [...ROOM_EDITORS, 'ROOM_USER'],
      ...calendarPage(
        () => import('./pages/room-calendar-page.tsx'),
        (page) => <page.RoomCalendarPage />,
      ),
      shortcuts: [
        {
          roles: ['ROOM_MANAGER'],
          label: 'rooms:myCalendar',
          icon: 'calendar',
          id: 'room',
          kind: 'calendar',
        },
        { roles: ['ROOM_USER'], label: 'rooms:myRoom', icon: 'room', id: 'room' },
      ],
    },
  ],
};
