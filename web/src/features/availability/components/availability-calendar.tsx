// First: FullCalendar's styles need their holder in place before its modules load (see the module).
import '../../../shared/calendar/fullcalendar-styles.ts';
import type { EventClickArg, EventInput } from '@fullcalendar/core';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarDefaults } from '../../../shared/calendar/use-calendar-defaults.ts';
import type { ShownDays } from '../domain/calendar-events.ts';
import './availability-calendar.css';

interface AvailabilityCalendarProps {
  /** The general calendar shows a fixed week by day names; the exceptional one real dates. */
  dated: boolean;
  days: ShownDays;
  zone: string;
  events: EventInput[];
  /** Both absent when the caller may not change this week: nothing is selectable then. */
  onSelect?: (start: Date, end: Date) => void;
  /** The id of a clicked (non-background) event. */
  onEventClick?: (id: string) => void;
}

const PLUGINS = [timeGridPlugin, interactionPlugin, luxonPlugin];

/** One week (or one day on a phone) of slots, with a range selection to create one (docs/screens.md). */
export function AvailabilityCalendar({
  dated,
  days,
  zone,
  events,
  onSelect,
  onEventClick,
}: AvailabilityCalendarProps) {
  const { t } = useTranslation('availability');
  const defaults = useCalendarDefaults(zone);
  const calendar = useRef<FullCalendar>(null);
  const view = days.count === 1 ? 'timeGridDay' : 'timeGridWeek';

  useEffect(() => {
    calendar.current?.getApi().gotoDate(days.first);
  }, [days.first]);

  return (
    <div className="availability-calendar" role="region" aria-label={t('calendar')}>
      <FullCalendar
        key={view}
        ref={calendar}
        plugins={PLUGINS}
        {...defaults}
        initialView={view}
        initialDate={days.first}
        headerToolbar={false}
        allDaySlot={false}
        slotMinTime="07:00"
        slotMaxTime="20:00"
        slotDuration="00:10"
        slotLabelInterval="00:20"
        dayHeaderFormat={dated ? { weekday: 'short', day: 'numeric', month: 'numeric' } : { weekday: 'long' }}
        nowIndicator={dated}
        eventInteractive
        height="auto"
        expandRows
        selectable={onSelect !== undefined}
        selectMirror
        unselectAuto
        events={events}
        select={(info) => {
          info.view.calendar.unselect();
          onSelect?.(info.start, info.end);
        }}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          if (info.event.display !== 'background') onEventClick?.(info.event.id);
        }}
      />
    </div>
  );
}
