import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { usersTexts } from './i18n/users-texts.ts';

export const usersFeature: Feature = {
  name: 'users',
  texts: usersTexts,
  routes: [
    {
      path: '/app/users/list',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      ...lazyPage(
        () => import('./pages/users-list-page.tsx'),
        (page) => <page.UsersListPage />,
      ),
      nav: { label: 'users:list', icon: 'users', group: 'primary' },
    },
    {
      path: '/app/users/:id',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'],
      ...lazyPage(
        () => import('./pages/user-form-page.tsx'),
        (page) => <page.UserFormPage />,
      ),
    },
  ],
};
