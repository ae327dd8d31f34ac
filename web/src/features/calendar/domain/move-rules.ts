import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { hasStarted } from './appointment-display.ts';

/** Why a move is refused before any call (docs/screens.md#calendars quotes their texts). */
export type MoveRefusal = 'schedule.appointment.already_past' | 'schedule.appointment.start_in_past';

/**
 * A past appointment cannot be changed; an appointment cannot be moved to a start in the past. Without a new
 * start (the panel will ask it) only the first rule applies.
 */
export function moveRefusal(
  appointment: Pick<Appointment, 'startTime'>,
  newStart: Date | undefined,
  now: Date,
): MoveRefusal | null {
  if (hasStarted(appointment, now)) return 'schedule.appointment.already_past';
  if (newStart && newStart.getTime() < now.getTime()) return 'schedule.appointment.start_in_past';
  return null;
}
