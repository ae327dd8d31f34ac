import { lazy } from 'react';
import { PUBLIC, type Feature } from '../../shared/routing/route-entry.ts';
import { authTexts } from './i18n/auth-texts.ts';
import { PublicEntry } from './pages/public-entry.tsx';

const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page.tsx'));

export const authFeature: Feature = {
  name: 'auth',
  texts: authTexts,
  routes: [
    // '/' also serves the mailed hash links '#/initiate-account?token=' and '#/reset-account?token='.
    { path: '/', roles: PUBLIC, element: <PublicEntry /> },
    { path: '/forgot-password', roles: PUBLIC, element: <ForgotPasswordPage /> },
  ],
};
