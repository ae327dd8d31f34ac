import type { Feature } from '../../shared/routing/route-entry.ts';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page.tsx';
import { bugsTexts } from './i18n/bugs-texts.ts';

export const bugsFeature: Feature = {
  name: 'bugs',
  texts: bugsTexts,
  routes: [
    {
      path: '/app/bugs',
      roles: ['SUPER_ADMIN'],
      element: <ComingSoonPage title="bugs:title" />,
      nav: { label: 'bugs:title', icon: 'bug', group: 'primary' },
    },
  ],
};
