import '../../../shared/calendar/fullcalendar-styles.ts';
import FullCalendar from '@fullcalendar/react';
import frLocale from '@fullcalendar/core/locales/fr';
import luxonPlugin from '@fullcalendar/luxon3';
import resourceTimelinePlugin from '@fullcalendar/resource-timeline';
import type { EventInput } from '@fullcalendar/core';
import { TIMELINE_HOURS, type UsageHour, type UsageResource } from './resource-usage.ts';

interface UsageTimelineProps {
  /** Monday of the week shown, 'YYYY-MM-DD'. */
  week: string;
  zone: string;
  language: 'fr' | 'en';
  resourceTitle: string;
  resources: UsageResource[];
  usage: UsageHour[];
  /** 'n rdv' for an hour's block. */
  countText: (count: number) => string;
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/**
 * The week of doctors or rooms grouped by sector, 06:00 to 21:00 in one-hour slots (FullCalendar's resource
 * timeline, GPL option). Appointments show as one block per row and hour, with their number, coloured by how
 * much of the hour they hold: one event per appointment would not fit a one-hour slot.
 */
export function UsageTimeline({
  week,
  zone,
  language,
  resourceTitle,
  resources,
  usage,
  countText,
}: UsageTimelineProps) {
  const events: EventInput[] = usage.map((entry) => ({
    id: `${entry.resourceId}|${entry.start}`,
    resourceId: entry.resourceId,
    start: entry.start,
    end: entry.end,
    title: countText(entry.count),
    classNames: ['usage-block', `usage--${entry.level}`],
  }));
  const narrow = typeof window !== 'undefined' && window.innerWidth <= 540;
  return (
    <FullCalendar
      key={`${week}-${resourceTitle}`}
      plugins={[resourceTimelinePlugin, luxonPlugin]}
      schedulerLicenseKey="GPL-My-Project-Is-Open-Source"
      initialView="resourceTimelineWeek"
      initialDate={week}
      headerToolbar={false}
      locales={[frLocale]}
      locale={language}
      timeZone={zone}
      firstDay={1}
      nowIndicator
      height="auto"
      slotDuration="01:00"
      slotLabelInterval="01:00"
      slotMinTime={hour(TIMELINE_HOURS.first)}
      slotMaxTime={hour(TIMELINE_HOURS.last)}
      slotMinWidth={32}
      resourceAreaWidth={narrow ? '40%' : '25%'}
      resourceAreaHeaderContent={resourceTitle}
      resourceGroupField="sector"
      resourceOrder="sector,title"
      resources={resources}
      events={events}
      eventDisplay="block"
      editable={false}
      longPressDelay={500}
    />
  );
}
