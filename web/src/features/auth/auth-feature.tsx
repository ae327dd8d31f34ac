import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import { PUBLIC, type Feature } from '../../shared/routing/route-entry.ts';
import { authTexts } from './i18n/auth-texts.ts';

export const authFeature: Feature = {
  name: 'auth',
  texts: authTexts,
  routes: [
    // '/' also serves the mailed hash links '#/initiate-account?token=' and '#/reset-account?token='.
    {
      path: '/',
      roles: PUBLIC,
      ...lazyPage(
        () => import('./pages/public-entry.tsx'),
        (page) => <page.PublicEntry />,
      ),
    },
    {
      path: '/forgot-password',
      roles: PUBLIC,
      ...lazyPage(
        () => import('./pages/forgot-password-page.tsx'),
        (page) => <page.default />,
      ),
    },
  ],
};
