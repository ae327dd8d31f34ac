import { useCallback, useState } from 'react';
import type { CalendarRange } from '../components/schedule-calendar.tsx';

/** The range the calendar shows; a new range (another horizon) makes the data be asked again. */
export function useCalendarRange() {
  const [range, setRange] = useState<CalendarRange | null>(null);
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
