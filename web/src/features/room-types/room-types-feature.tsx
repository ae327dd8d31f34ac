import type { Feature } from '../../shared/routing/route-entry.ts';
import { roomTypesTexts } from './i18n/room-types-texts.ts';
import { RoomTypesPage } from './pages/room-types-page.tsx';

/** Room type settings, a section of the settings. */
export const roomTypesFeature: Feature = {
  name: 'roomTypes',
  texts: roomTypesTexts,
  routes: [
    {
      path: '/app/settings/room-type',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      within: '/app/settings',
      element: <RoomTypesPage />,
      nav: { label: 'roomTypes:title', icon: 'room', group: 'settings', section: 'administration' },
    },
  ],
};
