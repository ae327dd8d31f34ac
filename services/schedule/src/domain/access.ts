import { STAFF_ROLES, type Role } from '@teleplan/proto/roles';

/**
 * Which roles may call each route at all; what a role then reaches (its sectors, rooms and doctors) is
 * `data/role-reach.ts`, checked per id. Both are tested together, route by route, in
 * `test/access-table.int.test.ts`.
 */

const ADMINS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];

/** Doctor properties: every staff role reads (they book within the consultation duration). */
export const DOCTOR_READERS: readonly Role[] = STAFF_ROLES;
export const DOCTOR_EDITORS: readonly Role[] = [...ADMINS, 'SECTOR_MANAGER', 'DOCTOR'];
/** Room properties. */
export const ROOM_READERS: readonly Role[] = [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'];
export const ROOM_EDITORS: readonly Role[] = [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER'];

/** Availability: the owner's kind decides further (a room manager changes a room's, not a doctor's). */
export const AVAILABILITY_READERS: readonly Role[] = STAFF_ROLES;
export const AVAILABILITY_WRITERS: readonly Role[] = [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'DOCTOR'];

/** Appointments: every staff role reads its own rows. */
export const APPOINTMENT_READERS: readonly Role[] = STAFF_ROLES;
/** Booking, moving, finding available doctors and the bookable steps: staff-side, room by room; a doctor does not book. */
export const APPOINTMENT_BOOKERS: readonly Role[] = [
  ...ADMINS,
  'SECTOR_MANAGER',
  'ROOM_MANAGER',
  'ROOM_USER',
];
/** Paid or unpaid: toggled by a doctor, the admins and the room roles, not by a sector manager. */
export const PAYMENT_EDITORS: readonly Role[] = [...ADMINS, 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];
/** Cancel: the route takes every reader; a cancel is then for the bookers, marking the patient absent for these. */
export const CANCELERS: readonly Role[] = APPOINTMENT_READERS;
export const ABSENCE_MARKERS: readonly Role[] = [...ADMINS, 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'];

/** Room timelines and medical presence: the room calendar's roles. */
export const ROOM_TIMELINE_READERS: readonly Role[] = ROOM_READERS;
/** Doctor timelines: the doctor calendar's roles. */
export const DOCTOR_TIMELINE_READERS: readonly Role[] = [...ADMINS, 'SECTOR_MANAGER', 'DOCTOR'];
/** Sector busy time and saturation: the resource timeline and resources usage. */
export const SECTOR_TIMELINE_READERS: readonly Role[] = [...ADMINS, 'SECTOR_MANAGER'];

/** Exports: every staff role, of what it reaches. */
export const EXPORTERS: readonly Role[] = STAFF_ROLES;
/** Calendar feeds: admins any owner; a doctor their own; a room manager their rooms'. */
export const FEED_MANAGERS: readonly Role[] = [...ADMINS, 'ROOM_MANAGER', 'DOCTOR'];
