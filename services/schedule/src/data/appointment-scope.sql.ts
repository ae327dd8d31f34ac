/**
 * The row-level scope of appointments as SQL, so a list, a lock or a booking checks it in the same statement.
 * `role` and `actor` are placeholders already bound by the caller (`$n`); the expressions name the appointment's
 * (or the booking's) room, sector and doctor.
 *
 * - `read`: admins everything; SECTOR_MANAGER the sectors they manage; ROOM_MANAGER the rooms they manage;
 *   ROOM_USER the rooms they work in; DOCTOR their own appointments.
 * - `book` (create, move, cancel): the same without DOCTOR (booking is staff-side, room by room).
 */
export function scopeSql(
  mode: 'read' | 'book',
  p: { role: string; actor: string },
  e: { room: string; sector: string; doctor: string },
): string {
  return `(CASE ${p.role}::text
    WHEN 'SUPER_ADMIN' THEN true WHEN 'ADMIN' THEN true
    WHEN 'SECTOR_MANAGER' THEN EXISTS (SELECT 1 FROM sector ss WHERE ss.id = ${e.sector} AND ss.manager_id = ${p.actor})
    WHEN 'ROOM_MANAGER' THEN EXISTS (SELECT 1 FROM room sr WHERE sr.id = ${e.room} AND sr.manager_id = ${p.actor})
    WHEN 'ROOM_USER' THEN EXISTS (SELECT 1 FROM room_user su WHERE su.room_id = ${e.room} AND su.user_id = ${p.actor})
    WHEN 'DOCTOR' THEN ${mode === 'read' ? `${e.doctor} = ${p.actor}` : 'false'}
    ELSE false END)`;
}
