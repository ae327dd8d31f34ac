import type { Appointment } from '@teleplan/proto/schedule-appointments';
import type { Role } from '@teleplan/proto/roles';

/** An appointment that has started can no longer be moved (docs/scheduling-rules.md#moves). */
export function hasStarted(appointment: Pick<Appointment, 'startTime'>, now: Date): boolean {
  return Date.parse(appointment.startTime) <= now.getTime();
}

const BLANK_TITLE_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];

/** Whether the role sees who the patients of the calendars are: not ADMIN and SUPER_ADMIN. */
export function seesPatients(role: Role | undefined): boolean {
  return role !== undefined && !BLANK_TITLE_ROLES.includes(role);
}

/**
 * An event's title: the patient's full name as the calendar list gives it, blank for ADMIN and SUPER_ADMIN (the
 * service blanks it for them too).
 */
export function appointmentTitle(patientName: string, role: Role | undefined): string {
  return seesPatients(role) ? patientName : '';
}

/** Where a calendar shows appointments: future ones are green there for doctors, orange for rooms. */
export type CalendarKind = 'doctor' | 'room';
