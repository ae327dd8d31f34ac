import '../../../shared/calendar/fullcalendar-styles.ts';
import FullCalendar from '@fullcalendar/react';
import luxonPlugin from '@fullcalendar/luxon3';
import resourceTimelinePlugin from '@fullcalendar/resource-timeline';
import type { EventMountArg } from '@fullcalendar/core';
import { calendarDefaults, CALENDAR_TIME_FORMAT } from '../../../shared/calendar/calendar-defaults.ts';
import type { Language } from '../../../shared/i18n/i18n.ts';
import { TIMELINE_HOURS, usageEvents, type UsageHour, type UsageResource } from './resource-usage.ts';

interface UsageTimelineProps {
  /** Monday of the week shown, 'YYYY-MM-DD'. */
  week: string;
  zone: string;
  language: Language;
  resourceTitle: string;
  /** What the timeline's region is called (a phone scrolls it sideways). */
  label: string;
  resources: UsageResource[];
  usage: UsageHour[];
  /** An hour's count and share, for its tooltip. */
  describe: (hour: UsageHour) => string;
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
const PLUGINS = [resourceTimelinePlugin, luxonPlugin];
/** Days over hours; hours every three so that a day's labels fit its narrow cells. */
const SLOT_LABELS = [{ weekday: 'short', day: 'numeric', month: 'numeric' } as const, CALENDAR_TIME_FORMAT];

/** The hour's text as a tooltip: the cell itself is too narrow to write it. */
function describeCell(info: EventMountArg): void {
  info.el.title = info.event.title;
}

/**
 * The week of doctors or rooms grouped by sector, 06:00 to 21:00 in one-hour slots (FullCalendar's resource
 * timeline, GPL option). Each row's hour is a cell coloured by how much of it appointments hold; narrow cells,
 * so that the whole week fits the screen's width.
 */
export function UsageTimeline({
  week,
  zone,
  language,
  resourceTitle,
  label,
  resources,
  usage,
  describe,
}: UsageTimelineProps) {
  const narrow = typeof window !== 'undefined' && window.innerWidth <= 540;
  // On a phone the week scrolls sideways as a whole in this region, which the keyboard can focus to scroll it
  // (resources-page.css); FullCalendar's own scrollers sit inside its grid, where a focusable element is not allowed.
  return (
    <div className="usage-timeline" role="region" aria-label={label} tabIndex={narrow ? 0 : undefined}>
      <FullCalendar
        key={`${week}-${resourceTitle}`}
        plugins={PLUGINS}
        {...calendarDefaults(language, zone)}
        initialView="resourceTimelineWeek"
        initialDate={week}
        headerToolbar={false}
        height="auto"
        slotDuration="01:00"
        slotLabelInterval="03:00"
        slotLabelFormat={SLOT_LABELS}
        slotMinTime={hour(TIMELINE_HOURS.first)}
        slotMaxTime={hour(TIMELINE_HOURS.last)}
        slotMinWidth={6}
        resourceAreaWidth={narrow ? '8rem' : '11rem'}
        resourceAreaHeaderContent={resourceTitle}
        resourceGroupField="sector"
        resourceOrder="sector,title"
        resources={resources}
        events={usageEvents(usage, describe)}
        eventDidMount={describeCell}
        editable={false}
      />
    </div>
  );
}
