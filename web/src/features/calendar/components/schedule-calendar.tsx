// Must run before FullCalendar's modules load (see the file).
import '../../../shared/calendar/fullcalendar-styles.ts';
import type {
  CalendarOptions,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput,
  DateSelectArg,
} from '@fullcalendar/core';
import enLocale from '@fullcalendar/core/locales/en-gb';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxon3Plugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import resourceTimeGridPlugin from '@fullcalendar/resource-timegrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { AVAILABILITY_GROUP } from '../../../shared/schedule/calendar-events.ts';
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
  onAppointmentClick: (view: AppointmentView) => void;
  onAppointmentDrop?: (info: EventDropArg) => void;
  /** A free slot chosen (click, or long press on touch screens). */
  onSlotSelect?: (start: Date) => void;
}

const PLUGINS = [
  dayGridPlugin,
  timeGridPlugin,
  listPlugin,
  interactionPlugin,
  luxon3Plugin,
  resourceTimeGridPlugin,
];

/** FullCalendar with the rules every calendar shares (spec section 2 "Calendars" and section 9). */
export const ScheduleCalendar = forwardRef<FullCalendar, ScheduleCalendarProps>(function ScheduleCalendar(
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
  },
  ref,
) {
  const { t, i18n } = useTranslation('calendar');
  return (
    <div className="schedule-calendar">
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        schedulerLicenseKey="GPL-My-Project-Is-Open-Source"
        locales={[frLocale, enLocale]}
        locale={i18n.resolvedLanguage === 'en' ? 'en-gb' : 'fr'}
        timeZone={zone}
        firstDay={1}
        initialView={initialView}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: viewButtons ?? '' }}
        views={{ listMonth: { buttonText: t('listMonth') }, listWeek: { buttonText: t('listWeek') } }}
        slotMinTime="07:00"
        slotMaxTime="20:00"
        slotDuration="00:10"
        slotLabelInterval="00:20"
        scrollTime="08:00"
        contentHeight={620}
        nowIndicator
        allDaySlot={false}
        longPressDelay={500}
        weekends={weekends}
        events={events}
        resources={resources}
        eventInteractive
        editable={editable}
        eventDurationEditable={false}
        eventConstraint={AVAILABILITY_GROUP}
        selectable={Boolean(onSlotSelect)}
        selectConstraint={AVAILABILITY_GROUP}
        selectAllow={(span) => span.start.toDateString() === new Date(span.end.getTime() - 1).toDateString()}
        eventClick={(info: EventClickArg) => {
          const view = info.event.extendedProps.view as AppointmentView | undefined;
          if (view) onAppointmentClick(view);
        }}
        eventDrop={onAppointmentDrop}
        select={(info: DateSelectArg) => {
          onSlotSelect?.(info.start);
          info.view.calendar.unselect();
        }}
        datesSet={(info: DatesSetArg) =>
          onRangeChange({ from: info.start, to: info.end, viewType: info.view.type })
        }
        {...extraOptions}
      />
    </div>
  );
});

export default ScheduleCalendar;
