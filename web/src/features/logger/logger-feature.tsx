import type { Feature } from '../../shared/routing/route-entry.ts';
import { loggerTexts } from './i18n/logger-texts.ts';
import { LoggerPage } from './pages/logger-page.tsx';

export const loggerFeature: Feature = {
  name: 'logger',
  texts: loggerTexts,
  routes: [
    {
      // The second document gives no roles for the log table: the administrators, as for the other admin tools.
      path: '/app/logger',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      element: <LoggerPage />,
      nav: { label: 'logger:title', icon: 'list', group: 'primary' },
    },
  ],
};
