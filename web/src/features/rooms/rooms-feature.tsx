import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { roomsTexts } from './i18n/rooms-texts.ts';

const ROOM_EDITORS = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'] as const;

const roomFormPage = lazyPage(
  () => import('./pages/room-form-page.tsx'),
  (page) => <page.RoomFormPage />,
);

// Shortcuts show in this order: my room, my calendar, then my availabilities (availability feature).
export const roomsFeature: Feature = {
  name: 'rooms',
  texts: roomsTexts,
  routes: [
    {
      path: '/app/rooms/list',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      ...lazyPage(
        () => import('./pages/rooms-list-page.tsx'),
        (page) => <page.RoomsListPage />,
      ),
      nav: { label: 'rooms:list', icon: 'room', group: 'primary' },
    },
    {
      // A sector manager "who has a sector": that condition needs the sectors, checked on the page.
      path: '/app/rooms/map',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      ...lazyPage(
        () => import('./pages/rooms-map-page.tsx'),
        (page) => <page.RoomsMapPage />,
      ),
      nav: { label: 'rooms:map', icon: 'map', group: 'primary' },
    },
    { path: '/app/rooms/new', roles: ROOM_EDITORS, ...roomFormPage },
    { path: '/app/rooms/:id', roles: ROOM_EDITORS, ...roomFormPage },
    {
      path: '/app/rooms/:id/view',
      roles: ROOM_EDITORS,
      ...lazyPage(
        () => import('./pages/room-view-page.tsx'),
        (page) => <page.RoomViewPage />,
      ),
      shortcuts: [{ roles: ['ROOM_MANAGER'], label: 'rooms:myRoom', icon: 'room', id: 'room' }],
    },
  ],
};
