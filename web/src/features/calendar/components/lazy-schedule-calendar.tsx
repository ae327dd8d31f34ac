import type { ComponentProps } from 'react';
import { lazyComponent } from '../../../shared/lazy/lazy-component.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { ScheduleCalendar } from './schedule-calendar.tsx';

/**
 * FullCalendar loads only with the first calendar shown, or from the start when a calendar page is opened
 * (`preload`); a calendar whose code is there draws at once.
 */
export const LazyScheduleCalendar = lazyComponent<ComponentProps<typeof ScheduleCalendar>>(
  () => import('./schedule-calendar.tsx').then((module) => module.ScheduleCalendar),
  <Spinner />,
);
