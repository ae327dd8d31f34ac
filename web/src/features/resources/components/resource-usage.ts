import type { EventInput } from '@fullcalendar/core';
import { DateTime } from 'luxon';
import type { Sector } from '@teleplan/proto/material-resources';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { SATURATION_THRESHOLDS } from '@teleplan/proto/schedule-timelines';

export type ResourceKind = 'DOCTOR' | 'ROOM';
export type UsageLevel = 'light' | 'medium' | 'high';

/** The timeline's hours: 06:00 to 21:00, one-hour slots (docs/screens.md#calendars). */
export const TIMELINE_HOURS = { first: 6, last: 21 } as const;

/** A timeline row: a doctor or a room within one sector (the same doctor in two sectors has two rows). */
export interface UsageResource {
  id: string;
  title: string;
  sector: string;
}

export const rowId = (sectorId: string, ownerId: string) => `${sectorId}:${ownerId}`;

/** The rows of the timeline, grouped by sector name, then by name (a doctor's from `names`, else their username). */
export function usageResources(
  sectors: readonly Sector[],
  kind: ResourceKind,
  names: Readonly<Record<string, string>> = {},
): UsageResource[] {
  return sectors
    .flatMap((sector) =>
      (kind === 'DOCTOR'
        ? sector.doctors.map((doctor) => ({ id: doctor.id, title: names[doctor.id] ?? doctor.username }))
        : (sector.rooms ?? []).map((room) => ({ id: room.id, title: room.name }))
      ).map((owner) => ({ id: rowId(sector.id, owner.id), title: owner.title, sector: sector.name })),
    )
    .toSorted((a, b) => a.sector.localeCompare(b.sector) || a.title.localeCompare(b.title));
}

/** Saturation colours (docs/constants.md): below 0.5 light, 0.5 to below 0.8 medium, 0.8 and above high. */
export function usageLevel(fraction: number): UsageLevel {
  if (fraction >= SATURATION_THRESHOLDS.high) return 'high';
  if (fraction >= SATURATION_THRESHOLDS.medium) return 'medium';
  return 'light';
}

/** The span an appointment holds in a row: the doctor's consultation, or the room's whole interval. */
function held(view: AppointmentView, kind: ResourceKind) {
  const span = kind === 'DOCTOR' ? view.appointment.consultationInterval : view.appointment.interval;
  return { start: Date.parse(span.start), end: Date.parse(span.end) };
}

export interface UsageHour {
  resourceId: string;
  start: string;
  end: string;
  level: UsageLevel;
  fraction: number;
  /** How many appointments hold part of the hour. */
  count: number;
}

/**
 * How full each row's hours are: the minutes held by its (not canceled) appointments in each clock hour of
 * the zone, as a fraction of the hour. Only hours with something held are returned.
 */
export function usageHours(views: readonly AppointmentView[], kind: ResourceKind, zone: string): UsageHour[] {
  const byHour = new Map<string, { resourceId: string; start: DateTime; minutes: number; count: number }>();
  for (const view of views) {
    if (view.appointment.canceled) continue;
    const resourceId = rowId(
      view.appointment.sector,
      kind === 'DOCTOR' ? view.appointment.doctor : view.appointment.room,
    );
    const span = held(view, kind);
    let hour = DateTime.fromMillis(span.start, { zone }).startOf('hour');
    while (hour.toMillis() < span.end) {
      const next = hour.plus({ hours: 1 });
      const minutes = (Math.min(span.end, next.toMillis()) - Math.max(span.start, hour.toMillis())) / 60_000;
      const key = `${resourceId}|${hour.toMillis()}`;
      const entry = byHour.get(key) ?? { resourceId, start: hour, minutes: 0, count: 0 };
      entry.minutes += minutes;
      entry.count += 1;
      byHour.set(key, entry);
      hour = next;
    }
  }
  return [...byHour.values()].map(({ resourceId, start, minutes, count }) => {
    const fraction = Math.min(1, minutes / 60);
    return {
      resourceId,
      start: start.toUTC().toISO()!,
      end: start.plus({ hours: 1 }).toUTC().toISO()!,
      level: usageLevel(fraction),
      fraction,
      count,
    };
  });
}

/** Each level's colour, the same for the legend's swatches and the timeline's cells (resources-page.css). */
export const USAGE_COLOURS: Record<UsageLevel, string> = {
  light: 'var(--usage-light)',
  medium: 'var(--usage-medium)',
  high: 'var(--usage-high)',
};

/**
 * The timeline's cells: each row's held hour filled with its saturation colour, as a background event, so that a
 * week of one-hour cells fits the width of a screen (a block with its text would not fit an hour). The count and
 * the share of the hour are the cell's text, for a tooltip and for screen readers.
 */
export function usageEvents(
  usage: readonly UsageHour[],
  describe: (hour: UsageHour) => string,
): EventInput[] {
  return usage.map((entry) => ({
    id: `${entry.resourceId}|${entry.start}`,
    resourceId: entry.resourceId,
    start: entry.start,
    end: entry.end,
    title: describe(entry),
    display: 'background',
    backgroundColor: USAGE_COLOURS[entry.level],
    classNames: ['usage-cell', `usage--${entry.level}`],
  }));
}
