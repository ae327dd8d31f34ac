import type { Appointment, AppointmentView } from '@teleplan/proto/schedule-appointments';
import type { Role } from '@teleplan/proto/roles';

/** An appointment that has started can no longer be moved (spec section 4). */
export function hasStarted(appointment: Pick<Appointment, 'startTime'>, now: Date): boolean {
  return Date.parse(appointment.startTime) <= now.getTime();
}

const BLANK_TITLE_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];

/** The patient's full name, blank for ADMIN and SUPER_ADMIN (spec section 2 "Calendars"). */
export function appointmentTitle(view: AppointmentView, role: Role | undefined): string {
  if (!role || BLANK_TITLE_ROLES.includes(role) || !view.patient) return '';
  return `${view.patient.firstName} ${view.patient.lastName}`.trim();
}

/** Where a calendar shows appointments: future ones are green there for doctors, orange for rooms. */
export type CalendarKind = 'doctor' | 'room';
