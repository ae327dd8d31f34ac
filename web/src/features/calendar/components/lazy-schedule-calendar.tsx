import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../shared/ui/spinner.tsx';

const loadScheduleCalendar = () => import('./schedule-calendar.tsx');

// FullCalendar loads only with the first calendar shown, or from the start when a calendar page is opened.
const ScheduleCalendar = lazy(loadScheduleCalendar);

/** Starts loading FullCalendar (the browser loads a module once: the calendar then takes the loaded one). */
export function preloadScheduleCalendar(): void {
  void loadScheduleCalendar();
}

export function LazyScheduleCalendar(props: ComponentProps<typeof ScheduleCalendar>) {
  return (
    <Suspense fallback={<Spinner />}>
      <ScheduleCalendar {...props} />
    </Suspense>
  );
}
