import type { CalendarOptions } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import type { RefObject } from 'react';

/** The multi-doctor view with two doctors or more. */
export const FOUR_DAY_VIEW = 'resourceTimeGridFourDay';

const DAYS_SHOWN = 4;
const DAY_MS = 86_400_000;

/**
 * A count of shown days, not a four-day duration: a duration would lose the hidden weekend days inside it (a
 * Thursday would show Thursday and Friday only), a day count skips them and still shows four.
 */
export const FOUR_DAY_VIEWS: CalendarOptions['views'] = {
  [FOUR_DAY_VIEW]: { type: 'resourceTimeGrid', dayCount: DAYS_SHOWN },
};

function isWeekend(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The day (yyyy-mm-dd) `count` shown days after `day` (before it when negative), weekend days skipped when hidden. */
export function shownDaysAway(day: string, count: number, weekends: boolean): string {
  const step = Math.sign(count) * DAY_MS;
  // Noon UTC: adding whole days never crosses a date boundary, whatever the zones' daylight saving.
  let date = new Date(`${day}T12:00:00Z`);
  for (let left = Math.abs(count); left > 0;) {
    date = new Date(date.getTime() + step);
    if (weekends || !isWeekend(date)) left--;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Previous and next for the four-day view: four shown days away, so that no day shows twice or is skipped when a
 * hidden weekend lies between (FullCalendar moves a day-count view by one day). Other views move as usual.
 */
export function fourDayNavigation(
  calendarRef: RefObject<FullCalendar | null>,
  hints: { prev: string; next: string },
): CalendarOptions['customButtons'] {
  const move = (direction: 1 | -1) => () => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    if (api.view.type !== FOUR_DAY_VIEW) {
      if (direction > 0) api.next();
      else api.prev();
      return;
    }
    const start = api.formatIso(api.view.currentStart, true);
    api.gotoDate(shownDaysAway(start, direction * DAYS_SHOWN, api.getOption('weekends') ?? true));
  };
  return { prev: { hint: hints.prev, click: move(-1) }, next: { hint: hints.next, click: move(1) } };
}
