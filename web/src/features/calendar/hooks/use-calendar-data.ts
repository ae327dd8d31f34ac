import type { EventInput } from '@fullcalendar/core';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import type { Role } from '@teleplan/proto/roles';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import type { CalendarKind } from '../domain/appointment-display.ts';
import { anyOnWeekend, appointmentEvents, availabilityEvents } from '../domain/calendar-events.ts';
import { useAvailabilityQuery, useCalendarAppointmentsQuery } from '../../../shared/schedule/schedule-api.ts';
import { FOUR_DAY_VIEW } from '../components/four-day-view.ts';
import type { CalendarRange } from '../components/schedule-calendar.tsx';

/** Availability refreshes every 30 seconds (docs/constants.md). */
const AVAILABILITY_REFRESH_MS = 30_000;

interface CalendarDataArgs {
  ownerType: OwnerType;
  ownerIds: readonly string[];
  sectorId?: string;
  range: CalendarRange | null;
  zone: string;
  role: Role | undefined;
  kind: CalendarKind;
  now: Date;
  selectedId: string | null;
  /** Multi-doctor view: events and availability go in their doctor's column. */
  byDoctor?: boolean;
}

/**
 * The whole weeks around the shown range: with weekends hidden FullCalendar's range stops before them, and what
 * falls on them must still be known to show them again. The four-day view always takes two weeks: its four shown
 * days end in the next week when weekends are hidden and not when they show, and the data decide whether they
 * show, so a window that followed the range would hide and show them again without end.
 */
export function wholeWeeks(range: CalendarRange, zone: string): { from: string; to: string } {
  const start = DateTime.fromJSDate(range.from, { zone }).startOf('week');
  const end =
    range.viewType === FOUR_DAY_VIEW
      ? start.plus({ weeks: 2 })
      : DateTime.fromJSDate(new Date(range.to.getTime() - 1), { zone })
          .startOf('week')
          .plus({ weeks: 1 });
  return { from: start.toUTC().toISO()!, to: end.toUTC().toISO()! };
}

/**
 * The appointments and availability of the shown range (asked again whenever the range changes) as calendar
 * events, and whether anything falls on a weekend.
 */
export function useCalendarData(args: CalendarDataArgs) {
  const { ownerType, ownerIds, range, zone } = args;
  const skip = !range || ownerIds.length === 0;
  const { from, to } = range ? wholeWeeks(range, zone) : { from: '', to: '' };
  const idsKey = ownerType === 'DOCTOR' ? 'doctorIds' : 'roomIds';
  // What the calendar draws only: a loaded week's views with details were 2.4 MB, this is a fifth of it.
  const appointments = useCalendarAppointmentsQuery(
    {
      horizonStart: from,
      horizonEnd: to,
      [idsKey]: [...ownerIds],
      ...(args.sectorId ? { sectorIds: [args.sectorId] } : {}),
      zone,
    },
    { skip },
  );
  const availability = useAvailabilityQuery(
    { ownerType, ownerIds: [...ownerIds], from, to, zone },
    { skip, pollingInterval: AVAILABILITY_REFRESH_MS },
  );

  // The shown range's data only (`currentData`), appointments and availability together: every new events array
  // makes FullCalendar parse and draw all of the week's events again, so the week comes in one change, not three.
  const bothIn =
    appointments.currentData !== undefined &&
    (availability.currentData !== undefined || availability.isError);
  const items = bothIn ? appointments.currentData : undefined;
  const byOwner = bothIn ? availability.currentData : undefined;
  const appointmentList = useMemo(
    () =>
      appointmentEvents(items ?? [], {
        kind: args.kind,
        role: args.role,
        now: args.now,
        selectedId: args.selectedId,
        byDoctor: args.byDoctor,
      }),
    [items, args.kind, args.role, args.now, args.selectedId, args.byDoctor],
  );
  const backgrounds = useMemo(() => {
    if (!byOwner) return [];
    return ownerIds.flatMap((id) =>
      availabilityEvents(
        byOwner[id],
        { from: new Date(from), to: new Date(to), zone },
        args.byDoctor ? id : undefined,
      ),
    );
  }, [byOwner, ownerIds, from, to, zone, args.byDoctor]);
  const events: EventInput[] = useMemo(
    () => [...backgrounds, ...appointmentList],
    [backgrounds, appointmentList],
  );
  const weekendUsed = useMemo(
    () => anyOnWeekend([...backgrounds.filter((event) => event.groupId), ...appointmentList], zone),
    [backgrounds, appointmentList, zone],
  );

  return {
    events,
    weekendUsed,
    isLoading: appointments.isLoading || availability.isLoading,
    error: appointments.error ?? availability.error,
    refetch: () => {
      void appointments.refetch();
      void availability.refetch();
    },
  };
}
