import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import type { Feature } from '../../shared/routing/route-entry.ts';
import { licensesTexts } from './i18n/licenses-texts.ts';

/** The distributor's licence keys, a section of the settings. */
export const licensesFeature: Feature = {
  name: 'licenses',
  texts: licensesTexts,
  routes: [
    {
      path: '/app/settings/licenses',
      roles: ['SUPER_ADMIN'],
      within: '/app/settings',
      ...lazyPage(
        () => import('./pages/licenses-page.tsx'),
        (page) => <page.LicensesPage />,
      ),
      nav: { label: 'licenses:title', icon: 'shield', group: 'settings', section: 'administration' },
    },
  ],
};
