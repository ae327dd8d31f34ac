import { DateTime } from 'luxon';
import { useCallback, useState } from 'react';
import type { CalendarRange } from '../components/schedule-calendar.tsx';

const FIRST_RANGE_UNITS: Record<string, 'week' | 'day'> = { timeGridWeek: 'week', timeGridDay: 'day' };

/**
 * The week or day view's first range (today's, weeks from Monday as the calendars' `firstDay`), known before
 * FullCalendar has loaded and drawn itself: its data are asked for meanwhile. Other views wait for FullCalendar.
 */
export function firstRange(view: string, zone: string): CalendarRange | null {
  const unit = FIRST_RANGE_UNITS[view];
  if (!unit) return null;
  const start = DateTime.now().setZone(zone).startOf(unit);
  return { from: start.toJSDate(), to: start.plus({ [unit]: 1 }).toJSDate(), viewType: view };
}

/** The range the calendar shows; a new range (another horizon) makes the data be asked again. */
export function useCalendarRange(initialView: string, zone: string) {
  const [range, setRange] = useState(() => firstRange(initialView, zone));
  const onRangeChange = useCallback((next: CalendarRange) => {
    setRange((current) =>
      current &&
      current.viewType === next.viewType &&
      current.from.getTime() === next.from.getTime() &&
      current.to.getTime() === next.to.getTime()
        ? current
        : next,
    );
  }, []);
  return { range, onRangeChange };
}
