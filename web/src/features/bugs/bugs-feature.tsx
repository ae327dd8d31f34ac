import type { Feature } from '../../shared/routing/route-entry.ts';
import { bugsTexts } from './i18n/bugs-texts.ts';
import { BugsPage } from './pages/bugs-page.tsx';

export const bugsFeature: Feature = {
  name: 'bugs',
  texts: bugsTexts,
  routes: [
    {
      path: '/app/bugs',
      roles: ['SUPER_ADMIN'],
      element: <BugsPage />,
      nav: { label: 'bugs:title', icon: 'bug', group: 'primary' },
    },
  ],
};
