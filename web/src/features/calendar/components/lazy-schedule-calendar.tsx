import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../shared/ui/spinner.tsx';

// FullCalendar loads only with the first calendar shown.
const ScheduleCalendar = lazy(() => import('./schedule-calendar.tsx'));

export function LazyScheduleCalendar(props: ComponentProps<typeof ScheduleCalendar>) {
  return (
    <Suspense fallback={<Spinner />}>
      <ScheduleCalendar {...props} />
    </Suspense>
  );
}
