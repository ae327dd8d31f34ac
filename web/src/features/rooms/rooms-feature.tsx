import type { Feature } from '../../shared/routing/route-entry.ts';
import { roomsTexts } from './i18n/rooms-texts.ts';
import { RoomsListPage } from './pages/rooms-list-page.tsx';
import { RoomsMapPage } from './pages/rooms-map-page.tsx';
import { RoomFormPage } from './pages/room-form-page.tsx';
import { RoomViewPage } from './pages/room-view-page.tsx';

const ROOM_EDITORS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'] as const;

// Shortcuts show in this order: my room, my calendar, then my availabilities (availability feature).
export const roomsFeature: Feature = {
  name: 'rooms',
  texts: roomsTexts,
  routes: [
    {
      path: '/app/rooms/list',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      element: <RoomsListPage />,
      nav: { label: 'rooms:list', icon: 'room', group: 'primary' },
    },
    {
      // A sector manager "who has a sector": that condition needs the sectors, checked on the page.
      path: '/app/rooms/map',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      element: <RoomsMapPage />,
      nav: { label: 'rooms:map', icon: 'map', group: 'primary' },
    },
    { path: '/app/rooms/new', roles: ROOM_EDITORS, element: <RoomFormPage /> },
    { path: '/app/rooms/:id', roles: ROOM_EDITORS, element: <RoomFormPage /> },
    {
      path: '/app/rooms/:id/view',
      roles: ROOM_EDITORS,
      element: <RoomViewPage />,
      shortcuts: [{ roles: ['ROOM_MANAGER'], label: 'rooms:myRoom', icon: 'room', id: 'room' }],
    },
  ],
};
