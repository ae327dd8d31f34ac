import type { Feature } from '../../shared/routing/route-entry.ts';
import { licensesTexts } from './i18n/licenses-texts.ts';
import { LicensesPage } from './pages/licenses-page.tsx';

/** The distributor's licence keys, a section of the settings. */
export const licensesFeature: Feature = {
  name: 'licenses',
  texts: licensesTexts,
  routes: [
    {
      path: '/app/settings/licenses',
      roles: ['SUPER_ADMIN'],
      within: '/app/settings',
      element: <LicensesPage />,
      nav: { label: 'licenses:title', icon: 'shield', group: 'settings', section: 'administration' },
    },
  ],
};
