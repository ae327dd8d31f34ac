import { PUBLIC, type Feature } from '../../shared/routing/route-entry.ts';
import { PublicComingSoonPage } from '../../shared/ui/public-coming-soon-page.tsx';
import { satisfactionTexts } from './i18n/satisfaction-texts.ts';

export const satisfactionFeature: Feature = {
  name: 'satisfaction',
  texts: satisfactionTexts,
  routes: [
    {
      path: '/formulaire-satisfaction',
      roles: PUBLIC,
      element: <PublicComingSoonPage title="satisfaction:title" />,
    },
  ],
};
