import type { Feature } from '../../shared/routing/route-entry.ts';
import { usersTexts } from './i18n/users-texts.ts';
import { UserFormPage } from './pages/user-form-page.tsx';
import { UsersListPage } from './pages/users-list-page.tsx';

export const usersFeature: Feature = {
  name: 'users',
  texts: usersTexts,
  routes: [
    {
      path: '/app/users/list',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      element: <UsersListPage />,
      nav: { label: 'users:list', icon: 'users', group: 'primary' },
    },
    {
      path: '/app/users/:id',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'],
      element: <UserFormPage />,
    },
  ],
};
