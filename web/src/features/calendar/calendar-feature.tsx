import type { Feature } from '../../shared/routing/route-entry.ts';
import { preloadScheduleCalendar } from './components/lazy-schedule-calendar.tsx';
import { calendarTexts } from './i18n/calendar-texts.ts';
import { DoctorCalendarPage } from './pages/doctor-calendar-page.tsx';
import { MultiDoctorCalendarPage } from './pages/multi-doctor-calendar-page.tsx';
import { RoomCalendarPage } from './pages/room-calendar-page.tsx';

const DOCTOR_PLANNERS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'DOCTOR'] as const;
const ROOM_EDITORS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'] as const;

/** The doctor, room and multi-doctor calendars. */
export const calendarFeature: Feature = {
  name: 'calendar',
  texts: calendarTexts,
  routes: [
    {
      path: '/app/doctors/list/multiview-doctors',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      element: <MultiDoctorCalendarPage />,
      preload: preloadScheduleCalendar,
    },
    {
      path: '/app/doctors/:id/calendar',
      roles: DOCTOR_PLANNERS,
      element: <DoctorCalendarPage />,
      preload: preloadScheduleCalendar,
      shortcuts: [
        { roles: ['DOCTOR'], label: 'doctors:myCalendar', icon: 'calendar', id: 'account', kind: 'calendar' },
      ],
    },
    {
      // The one room page open to a room user: their shortcut to their room leads here.
      path: '/app/rooms/:id/calendar',
      roles: [...ROOM_EDITORS, 'ROOM_USER'],
      element: <RoomCalendarPage />,
      preload: preloadScheduleCalendar,
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
