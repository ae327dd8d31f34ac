import { STAFF_ROLES, type Role } from '@teleplan/proto/roles';
import type { LiveRecord } from './live-record.ts';

/**
 * Someone following the live feed, in the current role of their access token (as every service authorises:
 * the role acted in, not the union of the granted ones), with the places that role reaches.
 */
export interface Viewer {
  id: string;
  role: Role;
  /** Rooms they manage or are staff of (room roles). */
  rooms: Set<string>;
  /** Sectors they manage (SECTOR_MANAGER). */
  sectors: Set<string>;
}

const touches = (ids: readonly string[], mine: ReadonlySet<string>) => ids.some((id) => mine.has(id));

/**
 * Who sees which appointment event (docs/events.md#live-feed), written once: admins every event; a doctor the
 * events of their appointments (a modification when they were the previous or are the current doctor); room
 * roles their rooms' (previous or current room); a sector manager their sectors'; a patient nothing.
 */
const REACH: Record<Role, (viewer: Viewer, record: LiveRecord) => boolean> = {
  SUPER_ADMIN: () => true,
  ADMIN: () => true,
  DOCTOR: (viewer, record) => record.doctors.includes(viewer.id),
  ROOM_MANAGER: (viewer, record) => touches(record.rooms, viewer.rooms),
  ROOM_USER: (viewer, record) => touches(record.rooms, viewer.rooms),
  SECTOR_MANAGER: (viewer, record) => touches(record.sectors, viewer.sectors),
  PATIENT: () => false,
};

export const mayView = (viewer: Viewer, record: LiveRecord): boolean => REACH[viewer.role](viewer, record);

/** Roles that may follow the feed at all (a PATIENT, or a service, is refused at the door, not shown nothing). */
export const mayFollow = (role: string): role is Role => (STAFF_ROLES as readonly string[]).includes(role);
