import type { Feature } from '../../shared/routing/route-entry.ts';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page.tsx';
import { loggerTexts } from './i18n/logger-texts.ts';

export const loggerFeature: Feature = {
  name: 'logger',
  texts: loggerTexts,
  routes: [
    {
      // The second document gives no roles for the log table: the administrators, as for the other admin tools.
      path: '/app/logger',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      element: <ComingSoonPage title="logger:title" />,
      nav: { label: 'logger:title', icon: 'list', group: 'primary' },
    },
  ],
};
