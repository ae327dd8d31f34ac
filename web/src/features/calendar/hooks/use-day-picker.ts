import type FullCalendar from '@fullcalendar/react';
import { DateTime } from 'luxon';
import { useRef, useState } from 'react';

/** The mini month beside a calendar: the chosen day moves the calendar there. */
export function useDayPicker(zone: string) {
  const calendarRef = useRef<FullCalendar | null>(null);
  const today = DateTime.now().setZone(zone).toISODate()!;
  const [day, setDay] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  return {
    calendarRef,
    today,
    day,
    month,
    setMonth,
    choose(date: string) {
      setDay(date);
      setMonth(date.slice(0, 7));
      calendarRef.current?.getApi().gotoDate(date);
    },
  };
}
