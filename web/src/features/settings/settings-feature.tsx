import { ROLES } from '@teleplan/proto/roles';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { DoctorSettingsPage } from './doctor/doctor-settings-page.tsx';
import { ProfileSettingsPage } from './pages/profile-settings-page.tsx';
import { settingsTexts } from './i18n/settings-texts.ts';
import { SettingsLayout } from './settings-layout.tsx';

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
      element: <SettingsLayout />,
      nav: { label: 'settings:title', icon: 'settings', group: 'primary' },
      indexRedirect: `${SETTINGS}/profile`,
    },
    {
      path: `${SETTINGS}/profile`,
      roles: ROLES,
      within: SETTINGS,
      element: <ProfileSettingsPage />,
      nav: { label: 'settings:profile', icon: 'users', group: 'settings' },
    },
    {
      path: `${SETTINGS}/doctor`,
      roles: ['DOCTOR'],
      within: SETTINGS,
      element: <DoctorSettingsPage />,
      nav: { label: 'settings:doctor', icon: 'doctor', group: 'settings' },
    },
  ],
};
