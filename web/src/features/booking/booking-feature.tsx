import type { Feature } from '../../shared/routing/route-entry.ts';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page.tsx';
import { bookingTexts } from './i18n/booking-texts.ts';

export const bookingFeature: Feature = {
  name: 'booking',
  texts: bookingTexts,
  routes: [
    {
      // Also a sector manager who manages a sector (docs/screens.md#routes); that condition is checked on the page.
      path: '/app/public-appointment',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      element: <ComingSoonPage title="booking:title" />,
      nav: { label: 'booking:title', icon: 'booking', group: 'primary' },
    },
  ],
};
