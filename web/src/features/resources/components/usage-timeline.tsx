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
  appointments: EventInput[];
  usage: UsageHour[];
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/**
 * The week of doctors or rooms grouped by sector, 06:00 to 21:00 in one-hour slots: appointments as events,
 * each hour's usage as a coloured background (FullCalendar's resource timeline, GPL option).
 */
export function UsageTimeline({
  week,
  zone,
  language,
  resourceTitle,
  resources,
  appointments,
  usage,
}: UsageTimelineProps) {
  const background: EventInput[] = usage.map((entry) => ({
    resourceId: entry.resourceId,
    start: entry.start,
    end: entry.end,
    display: 'background',
    classNames: [`usage--${entry.level}`],
  }));
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
      slotMinWidth={28}
      resourceAreaWidth="220px"
      resourceAreaHeaderContent={resourceTitle}
      resourceGroupField="sector"
      resourceOrder="sector,title"
      resources={resources}
      events={[...background, ...appointments]}
      longPressDelay={500}
    />
  );
}
