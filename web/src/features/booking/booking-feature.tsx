import type { Feature } from '../../shared/routing/route-entry.ts';
import { bookingTexts } from './i18n/booking-texts.ts';
import { BookingPortalPage } from './portal/booking-portal-page.tsx';

export const bookingFeature: Feature = {
  name: 'booking',
  texts: bookingTexts,
  routes: [
    {
      // Also a sector manager who manages a sector (docs/screens.md#routes); that condition is checked on the page.
      path: '/app/public-appointment',
      roles: ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'],
      element: <BookingPortalPage />,
      fullScreen: true,
      nav: { label: 'booking:title', icon: 'booking', group: 'primary' },
    },
  ],
};
