import type { Feature } from '../../shared/routing/route-entry.ts';
import { serverSettingsTexts } from './i18n/server-settings-texts.ts';
import { ServerSettingsPage } from './pages/server-settings-page.tsx';

/** Mail and SMS configuration, a section of the settings. */
export const serverSettingsFeature: Feature = {
  name: 'serverSettings',
  texts: serverSettingsTexts,
  routes: [
    {
      path: '/app/settings/server',
      roles: ['SUPER_ADMIN'],
      within: '/app/settings',
      element: <ServerSettingsPage />,
      nav: { label: 'serverSettings:title', icon: 'settings', group: 'settings', section: 'administration' },
    },
  ],
};
