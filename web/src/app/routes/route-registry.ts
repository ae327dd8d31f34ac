import { registerTexts } from '../../shared/i18n/i18n.ts';
import type { Feature, RouteEntry } from '../../shared/routing/route-entry.ts';
import { authFeature } from '../../features/auth/auth-feature.tsx';
import { availabilityFeature } from '../../features/availability/availability-feature.tsx';
import { bookingFeature } from '../../features/booking/booking-feature.tsx';
import { calendarFeature } from '../../features/calendar/calendar-feature.tsx';
import { calendarFeedsFeature } from '../../features/calendar/calendar-feeds/calendar-feeds-feature.tsx';
import { bugsFeature } from '../../features/bugs/bugs-feature.tsx';
import { dashboardsFeature } from '../../features/dashboards/dashboards-feature.tsx';
import { doctorsFeature } from '../../features/doctors/doctors-feature.tsx';
import { licensesFeature } from '../../features/licenses/licenses-feature.tsx';
import { legalFeature } from '../../features/legal/legal-feature.tsx';
import { loggerFeature } from '../../features/logger/logger-feature.tsx';
import { messagesFeature } from '../../features/messages/messages-feature.tsx';
import { patientsFeature } from '../../features/patients/patients-feature.tsx';
import { resourcesFeature } from '../../features/resources/resources-feature.tsx';
import { roomTypesFeature } from '../../features/room-types/room-types-feature.tsx';
import { roomsFeature } from '../../features/rooms/rooms-feature.tsx';
import { satisfactionFeature } from '../../features/satisfaction/satisfaction-feature.tsx';
import { sectorsFeature } from '../../features/sectors/sectors-feature.tsx';
import { serverSettingsFeature } from '../../features/server-settings/server-settings-feature.tsx';
import { settingsFeature } from '../../features/settings/settings-feature.tsx';
import { usersFeature } from '../../features/users/users-feature.tsx';
import { appTexts } from '../i18n/app-texts.ts';

/** Every feature of the SPA. Their order is the order of the primary navigation and of the shortcuts. */
export const FEATURES: readonly Feature[] = [
  authFeature,
  legalFeature,
  satisfactionFeature,
  dashboardsFeature,
  usersFeature,
  sectorsFeature,
  roomsFeature,
  doctorsFeature,
  availabilityFeature,
  calendarFeature,
  patientsFeature,
  bookingFeature,
  resourcesFeature,
  loggerFeature,
  bugsFeature,
  settingsFeature,
  calendarFeedsFeature,
  serverSettingsFeature,
  messagesFeature,
  roomTypesFeature,
  licensesFeature,
];

/** Registers the frame's texts, and each feature's texts under the feature's name, once. */
function registerAllTexts(features: readonly Feature[]): void {
  registerTexts('app', appTexts);
  for (const feature of features) if (feature.texts) registerTexts(feature.name, feature.texts);
}

registerAllTexts(FEATURES);

/** The one route registry: the router, the guards, the navigation and the shortcuts are derived from it. */
export const ROUTE_REGISTRY: readonly RouteEntry[] = FEATURES.flatMap((feature) => feature.routes);
