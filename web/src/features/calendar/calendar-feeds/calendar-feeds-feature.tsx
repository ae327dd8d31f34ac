import type { Feature } from '../../../shared/routing/route-entry.ts';
import { CalendarFeedsSettingsPage } from './calendar-feeds-settings-page.tsx';
import { CALENDAR_FEEDS_NS, calendarFeedsTexts } from './calendar-feeds-texts.ts';

/** A doctor's own calendar subscription, a section of the settings (the calendars' panel uses the same texts). */
export const calendarFeedsFeature: Feature = {
  name: CALENDAR_FEEDS_NS,
  texts: calendarFeedsTexts,
  routes: [
    {
      path: '/app/settings/calendar-subscription',
      roles: ['DOCTOR'],
      within: '/app/settings',
      element: <CalendarFeedsSettingsPage />,
      nav: { label: 'calendarFeeds:title', icon: 'feed', group: 'settings' },
    },
  ],
};
