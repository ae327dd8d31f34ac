import type FullCalendar from '@fullcalendar/react';
import { DateTime } from 'luxon';
import { useCallback, useRef, useState } from 'react';
import type { CalendarRange } from '../components/schedule-calendar.tsx';

const WEEK_MS = 7 * 86_400_000;

/**
 * The mini month beside a calendar: the chosen day moves the calendar there, and the calendar's shown days move the
 * mini month to their month and, a week or a day, are marked in it.
 */
export function useDayPicker(zone: string) {
  const calendarRef = useRef<FullCalendar | null>(null);
  const today = DateTime.now().setZone(zone).toISODate()!;
  const [day, setDay] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [inView, setInView] = useState<{ first: string; last: string } | null>(null);
  const follow = useCallback(
    (range: CalendarRange) => {
      const first = DateTime.fromJSDate(range.from, { zone });
      const last = DateTime.fromJSDate(new Date(range.to.getTime() - 1), { zone });
      // A week or a day is marked; a month's view is the month itself.
      const weekAtMost = range.to.getTime() - range.from.getTime() <= WEEK_MS;
      setInView(weekAtMost ? { first: first.toISODate()!, last: last.toISODate()! } : null);
      // A week across two months keeps the month shown when it is one of them; otherwise the month of its middle.
      const middle = DateTime.fromMillis((range.from.getTime() + range.to.getTime()) / 2, { zone });
      setMonth((shown) =>
        first.toFormat('yyyy-MM') <= shown && shown <= last.toFormat('yyyy-MM')
          ? shown
          : middle.toFormat('yyyy-MM'),
      );
    },
    [zone],
  );
  return {
    calendarRef,
    today,
    day,
    month,
    inView,
    setMonth,
    follow,
    choose(date: string) {
      setDay(date);
      setMonth(date.slice(0, 7));
      calendarRef.current?.getApi().gotoDate(date);
    },
  };
}
