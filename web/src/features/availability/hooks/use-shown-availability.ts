import { useMemo } from 'react';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { useAvailabilityQuery } from '../../../shared/schedule/schedule-api.ts';
import {
  eventOf,
  exceptionalSlotsShown,
  weeklyBackground,
  weeklySlotsShown,
  type ShownDays,
} from '../domain/calendar-events.ts';
import { FIXED_WEEK_MONDAY, fixedWeekDate, mondayOf, rangeOf } from '../domain/slot-times.ts';

/** The general (weekly) or the exceptional (dated) calendar. */
export type CalendarMode = 'general' | 'exceptional';

/** Availability refreshes every 30 seconds (docs/constants.md). */
const REFRESH_MS = 30_000;

const NONE: AvailabilityByOwner = {
  defaultAvailability: [],
  exceptionalAvailability: [],
  exceptionalUnavailability: [],
};

interface ShownAvailabilityArgs {
  ownerType: OwnerType;
  id: string;
  zone: string;
  mode: CalendarMode;
  /** One day on a phone, else a week. */
  narrow: boolean;
  /** The date picked in the exceptional calendar. */
  picked: string;
  /** The day of the week shown by the general calendar on a phone. */
  weekday: number;
}

/**
 * One owner's availability for the days shown, refreshed every 30 s: the days, the slots listed and the
 * calendar's events (in the exceptional calendar, the weekly slots drawn faintly behind the dated ones).
 */
export function useShownAvailability({
  ownerType,
  id,
  zone,
  mode,
  narrow,
  picked,
  weekday,
}: ShownAvailabilityArgs) {
  const datedDays = useMemo<ShownDays>(
    () => (narrow ? { first: picked, count: 1 } : { first: mondayOf(picked), count: 7 }),
    [narrow, picked],
  );
  const weeklyDays = useMemo<ShownDays>(
    () => (narrow ? { first: fixedWeekDate(weekday), count: 1 } : { first: FIXED_WEEK_MONDAY, count: 7 }),
    [narrow, weekday],
  );
  const range = rangeOf(datedDays.first, datedDays.count, zone);
  const query = useAvailabilityQuery(
    { ownerType, ownerIds: [id], ...range, zone },
    { pollingInterval: REFRESH_MS, skip: !id },
  );
  const availability = query.data?.[id] ?? NONE;

  const slots = useMemo(
    () =>
      mode === 'general' ? weeklySlotsShown(availability, weeklyDays) : exceptionalSlotsShown(availability),
    [mode, availability, weeklyDays],
  );
  const events = useMemo(
    () => [
      ...(mode === 'exceptional' ? weeklyBackground(availability, datedDays) : []),
      ...slots.map(eventOf),
    ],
    [mode, availability, datedDays, slots],
  );
  return { query, availability, datedDays, days: mode === 'general' ? weeklyDays : datedDays, slots, events };
}
