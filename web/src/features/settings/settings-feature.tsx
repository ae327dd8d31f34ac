import { ROLES } from '@teleplan/proto/roles';
import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { settingsTexts } from './i18n/settings-texts.ts';

const SETTINGS = '/app/settings';

/**
 * The settings frame and its sections; another feature adds a section with `within: '/app/settings'` (room
 * types, server, licence keys come from their own features).
 */
export const settingsFeature: Feature = {
  name: 'settings',
  texts: settingsTexts,
  routes: [
    {
      path: SETTINGS,
      roles: ROLES,
      ...lazyPage(
        () => import('./settings-layout.tsx'),
        (page) => <page.SettingsLayout />,
      ),
      nav: { label: 'settings:title', icon: 'settings', group: 'primary' },
      indexRedirect: `${SETTINGS}/profile`,
    },
    {
      path: `${SETTINGS}/profile`,
      roles: ROLES,
      within: SETTINGS,
      ...lazyPage(
        () => import('./pages/profile-settings-page.tsx'),
        (page) => <page.ProfileSettingsPage />,
      ),
      nav: { label: 'settings:profile', icon: 'users', group: 'settings' },
    },
    {
      path: `${SETTINGS}/doctor`,
      roles: ['DOCTOR'],
      within: SETTINGS,
      ...lazyPage(
        () => import('./doctor/doctor-settings-page.tsx'),
        (page) => <page.DoctorSettingsPage />,
      ),
      nav: { label: 'settings:doctor', icon: 'doctor', group: 'settings' },
    },
  ],
};
