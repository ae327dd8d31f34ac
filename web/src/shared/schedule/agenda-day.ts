import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { displayStatus } from './appointment-status.ts';
import { shiftDate } from './zoned-time.ts';

/** The seven days of the strip: three before the selected day, the day, three after (docs/screens.md). */
export function agendaStrip(selected: string): string[] {
  return [-3, -2, -1, 0, 1, 2, 3].map((days) => shiftDate(selected, { days }));
}

export interface AgendaDay {
  /** 'Votre prochain rendez-vous': the first one not over yet. */
  next: AppointmentView | null;
  /** 'Rendez-vous à venir dans la journée': the others not over yet. */
  later: AppointmentView[];
  /** Already over, for a look back at the day. */
  past: AppointmentView[];
}

/** A day's appointments split for the agenda: canceled ones left out, in start order. */
export function splitAgendaDay(views: readonly AppointmentView[], now: Date, doctorView: boolean): AgendaDay {
  const sorted = views
    .filter((view) => !view.appointment.canceled)
    .toSorted((a, b) => Date.parse(a.appointment.startTime) - Date.parse(b.appointment.startTime));
  const over = (view: AppointmentView) => displayStatus(view.appointment, now, doctorView) === 'finished';
  const coming = sorted.filter((view) => !over(view));
  return { next: coming[0] ?? null, later: coming.slice(1), past: sorted.filter(over) };
}
