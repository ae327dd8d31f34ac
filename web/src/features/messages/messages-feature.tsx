import type { Feature } from '../../shared/routing/route-entry.ts';
import { messagesTexts } from './i18n/messages-texts.ts';
import { MessagesPage } from './pages/messages-page.tsx';

/** The log of the mails and SMS sent to patients, a section of the settings (super admin only). */
export const messagesFeature: Feature = {
  name: 'messages',
  texts: messagesTexts,
  routes: [
    {
      path: '/app/settings/messages',
      roles: ['SUPER_ADMIN'],
      within: '/app/settings',
      element: <MessagesPage />,
      nav: { label: 'messages:title', icon: 'mail', group: 'settings', section: 'administration' },
    },
  ],
};
