import type { Role } from '@teleplan/proto/roles';

/** Who may do what on an appointment from a calendar (docs/roles.md#appointments); the server checks again. */
const PAYERS: readonly Role[] = ['DOCTOR', 'ADMIN', 'SUPER_ADMIN', 'ROOM_MANAGER', 'ROOM_USER'];
const EVENT_MENU: readonly Role[] = ['ROOM_MANAGER', 'ROOM_USER', 'SUPER_ADMIN', 'ADMIN', 'DOCTOR'];
/** The roles the patient page is open to. */
const PATIENT_VIEWERS: readonly Role[] = ['ADMIN', 'ROOM_MANAGER', 'SECTOR_MANAGER', 'DOCTOR', 'ROOM_USER'];

export interface AppointmentPermissions {
  pay: boolean;
  /** Cancel, move and reschedule. */
  change: boolean;
  markAbsent: boolean;
  openPatient: boolean;
}

export function appointmentPermissions(role: Role | undefined): AppointmentPermissions {
  if (!role) return { pay: false, change: false, markAbsent: false, openPatient: false };
  return {
    pay: PAYERS.includes(role),
    change: EVENT_MENU.includes(role),
    markAbsent: EVENT_MENU.includes(role),
    openPatient: PATIENT_VIEWERS.includes(role),
  };
}
