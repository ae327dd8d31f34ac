import { createContext, useContext } from 'react';
import type { LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import type { LiveStatus } from './connection/live-connection.ts';

/** How many of the latest events the home page's panel lists. */
export const RECENT_EVENTS = 20;

export interface LiveFeedState {
  /** The latest events applied, newest first. */
  recent: readonly LiveAppointmentEvent[];
  /** `off`: no feed (signed out, a patient, or outside the signed-in frame). */
  status: LiveStatus | 'off';
}

export const LiveFeedContext = createContext<LiveFeedState>({ recent: [], status: 'off' });

/** What the live feed has brought since sign-in, and how the connection stands. */
export function useLiveFeed(): LiveFeedState {
  return useContext(LiveFeedContext);
}
