import type { Feature } from '../../shared/routing/route-entry.ts';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page.tsx';
import { usersTexts } from './i18n/users-texts.ts';

export const usersFeature: Feature = {
  name: 'users',
  texts: usersTexts,
  routes: [
    {
      path: '/app/users/list',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      element: <ComingSoonPage title="users:list" />,
      nav: { label: 'users:list', icon: 'users', group: 'primary' },
    },
    {
      path: '/app/users/:id',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'],
      element: <ComingSoonPage title="users:form" />,
    },
  ],
};
