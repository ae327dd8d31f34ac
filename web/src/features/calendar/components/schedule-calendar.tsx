// Must run before FullCalendar's modules load (see the file).
import '../../../shared/calendar/fullcalendar-styles.ts';
import type {
  CalendarOptions,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput,
  DateSelectArg,
  EventMountArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxon3Plugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import resourceTimeGridPlugin from '@fullcalendar/resource-timegrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import { forwardRef, memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarDefaults } from '../../../shared/calendar/use-calendar-defaults.ts';
import type { CalendarAppointment } from '@teleplan/proto/schedule-appointments';
import { AVAILABILITY_GROUP } from '../domain/calendar-events.ts';
import { eventLabelParts } from '../domain/event-label.ts';
import { eventTimeText } from '../domain/event-time-text.ts';
import { TIME_GRID_HOURS } from '../domain/time-grid.ts';
import { useFreeSlotGrid } from '../hooks/use-free-slot-grid.ts';
import { FreeSlotGridContext, freeSlotCellContent } from './free-slot-cell.tsx';
import './schedule-calendar.css';

export interface CalendarRange {
  from: Date;
  to: Date;
  viewType: string;
}

interface ScheduleCalendarProps {
  events: EventInput[];
  zone: string;
  initialView: string;
  /** The view buttons, FullCalendar names; none for a single view. */
  viewButtons?: string;
  weekends: boolean;
  /** May appointments be dragged (drops only into availability, never resized). */
  editable: boolean;
  resources?: { id: string; title: string }[];
  extraOptions?: CalendarOptions;
  onRangeChange: (range: CalendarRange) => void;
  /** An appointment event clicked: its id. */
  onAppointmentClick: (id: string) => void;
  onAppointmentDrop?: (info: EventDropArg) => void;
  /** A free slot chosen (click, long press on touch screens, or Enter on the free slot reached with the keys). */
  onSlotSelect?: (start: Date) => void;
  /** The free slots the keyboard moves through in the time grid, in time order; none: no keyboard stop. */
  freeSlots?: readonly Date[];
}

const PLUGINS = [
  dayGridPlugin,
  timeGridPlugin,
  listPlugin,
  interactionPlugin,
  luxon3Plugin,
  resourceTimeGridPlugin,
];
/** The week and day views show hundreds of events: their time text without FullCalendar's per-event formatter. */
const TIME_GRID = { eventTimeFormat: eventTimeText };
const TIME_GRID_WITH_FREE_SLOTS = { ...TIME_GRID, dayCellContent: freeSlotCellContent };
const NO_FREE_SLOTS: readonly Date[] = [];
const SLOT_DURATION = `00:${TIME_GRID_HOURS.stepMinutes}`;
/** A single day's header says which day it is ("jeudi 26 novembre"), not only its weekday. */
const ONE_DAY = { dayHeaderFormat: { weekday: 'long', day: 'numeric', month: 'long' } } as const;

function sameDay(span: { start: Date; end: Date }): boolean {
  return span.start.toDateString() === new Date(span.end.getTime() - 1).toDateString();
}

type Handlers = Pick<
  ScheduleCalendarProps,
  'onRangeChange' | 'onAppointmentClick' | 'onAppointmentDrop' | 'onSlotSelect'
> & {
  /** The spoken name of an appointment event: its date, times and title. */
  eventLabel: (start: Date, end: Date | null, title: string) => string;
};

/**
 * FullCalendar's callbacks, stable across renders and calling the latest handlers: a new function given to
 * FullCalendar counts as a changed option and re-renders every event of the view.
 */
function useStableHandlers(handlers: Handlers) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  return {
    eventClick: useCallback((info: EventClickArg) => {
      const appointment = info.event.extendedProps.appointment as CalendarAppointment | undefined;
      if (appointment) latest.current.onAppointmentClick(appointment.id);
    }, []),
    eventDrop: useCallback((info: EventDropArg) => latest.current.onAppointmentDrop?.(info), []),
    eventDidMount: useCallback((info: EventMountArg) => {
      if (!info.event.extendedProps.appointment || !info.event.start) return;
      info.el.setAttribute(
        'aria-label',
        latest.current.eventLabel(info.event.start, info.event.end, info.event.title),
      );
    }, []),
    select: useCallback((info: DateSelectArg) => {
      latest.current.onSlotSelect?.(info.start);
      info.view.calendar.unselect();
    }, []),
    datesSet: useCallback(
      (info: DatesSetArg) =>
        latest.current.onRangeChange({ from: info.start, to: info.end, viewType: info.view.type }),
      [],
    ),
  };
}

/**
 * FullCalendar with the rules every calendar shares (docs/screens.md#calendars). Memoised, with
 * options that keep their identity while unchanged: a parent's re-render (a query's state, the clock) must not
 * re-render a week of appointments.
 */
export const ScheduleCalendar = memo(
  forwardRef<FullCalendar, ScheduleCalendarProps>(function ScheduleCalendar(
    {
      events,
      zone,
      initialView,
      viewButtons,
      weekends,
      editable,
      resources,
      extraOptions,
      onRangeChange,
      onAppointmentClick,
      onAppointmentDrop,
      onSlotSelect,
      freeSlots,
    },
    ref,
  ) {
    const { t, i18n } = useTranslation('calendar');
    const labelLocale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR';
    const defaults = useCalendarDefaults(zone);
    const handlers = useStableHandlers({
      onRangeChange,
      onAppointmentClick,
      onAppointmentDrop,
      onSlotSelect,
      eventLabel: (start, end, title) =>
        t('eventLabel', { ...eventLabelParts(start, end, labelLocale, zone), title }),
    });
    const slotLabel = (start: Date) => eventLabelParts(start, null, labelLocale, zone);
    const freeSlotGrid = useFreeSlotGrid(
      freeSlots ?? NO_FREE_SLOTS,
      zone,
      (slot) => {
        const { day, start } = slotLabel(slot);
        return { label: t('freeSlot', { day, time: start }), time: start };
      },
      (slot) => onSlotSelect?.(slot),
    );
    const withFreeSlots = Boolean(freeSlots);
    const headerToolbar = useMemo(
      () => ({ left: 'prev,next today', center: 'title', right: viewButtons ?? '' }),
      [viewButtons],
    );
    const views = useMemo(
      () => ({
        timeGrid: withFreeSlots ? TIME_GRID_WITH_FREE_SLOTS : TIME_GRID,
        timeGridDay: ONE_DAY,
        resourceTimeGridDay: ONE_DAY,
        listMonth: { buttonText: t('listMonth') },
        listWeek: { buttonText: t('listWeek') },
      }),
      [t, withFreeSlots],
    );
    return (
      <div className="schedule-calendar">
        <FreeSlotGridContext value={freeSlotGrid}>
          <FullCalendar
            ref={ref}
            plugins={PLUGINS}
            {...defaults}
            initialView={initialView}
            headerToolbar={headerToolbar}
            views={views}
            slotMinTime={TIME_GRID_HOURS.start}
            slotMaxTime={TIME_GRID_HOURS.end}
            slotDuration={SLOT_DURATION}
            slotLabelInterval="00:20"
            scrollTime="08:00"
            contentHeight={620}
            allDaySlot={false}
            weekends={weekends}
            events={events}
            resources={resources}
            eventInteractive
            editable={editable}
            eventDurationEditable={false}
            eventConstraint={AVAILABILITY_GROUP}
            selectable={Boolean(onSlotSelect)}
            selectConstraint={AVAILABILITY_GROUP}
            selectAllow={sameDay}
            {...handlers}
            {...extraOptions}
          />
        </FreeSlotGridContext>
      </div>
    );
  }),
);

export default ScheduleCalendar;
