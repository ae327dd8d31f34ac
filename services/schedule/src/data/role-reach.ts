import type { Role } from '@teleplan/proto/roles';

/** The three kinds of ids a caller's reach is made of. */
export type ReachKind = 'sectors' | 'rooms' | 'doctors';

/**
 * What one role reaches, as SQL selecting ids (never NULL) for a person: `home` is the kind the role's own rows
 * are filed under (an appointment is a sector manager's through its sector, a room role's through its room, a
 * doctor's through its doctor); the three lists are every id of each kind the caller may name.
 */
export interface RoleReach {
  home: ReachKind;
  sectors: string;
  rooms: string;
  doctors: string;
}

// Names the person all the same, so that every statement binds the same parameters whatever the role.
const nothing = (person: string) => `SELECT ${person}::uuid WHERE false`;

const roomsOfSectors = (sectors: string) => `SELECT room_id FROM room_sector WHERE sector_id IN (${sectors})`;
const sectorsOfRooms = (rooms: string) => `SELECT sector_id FROM room_sector WHERE room_id IN (${rooms})`;
const doctorsOfSectors = (sectors: string) =>
  `SELECT doctor_id FROM sector_doctor WHERE sector_id IN (${sectors})`;

/** A sector manager's sectors, and the rooms and doctors linked to them. */
function fromSectors(sectors: string): RoleReach {
  return { home: 'sectors', sectors, rooms: roomsOfSectors(sectors), doctors: doctorsOfSectors(sectors) };
}

/** A room role's rooms, their sectors and these sectors' doctors (the doctors they book in the room). */
function fromRooms(rooms: string): RoleReach {
  const sectors = sectorsOfRooms(rooms);
  return { home: 'rooms', sectors, rooms, doctors: doctorsOfSectors(sectors) };
}

/**
 * Each role's reach, `person` being the SQL of the caller's id. Admins reach everything and are not listed; a
 * role not listed (PATIENT) reaches nothing. A deleted room is no one's room any more.
 */
const REACH: Partial<Record<Role, (person: string) => RoleReach>> = {
  SECTOR_MANAGER: (person) => fromSectors(`SELECT id FROM sector WHERE manager_id = ${person}`),
  ROOM_MANAGER: (person) => fromRooms(`SELECT id FROM room WHERE manager_id = ${person} AND NOT deleted`),
  ROOM_USER: (person) =>
    fromRooms(`SELECT ru.room_id FROM room_user ru JOIN room r ON r.id = ru.room_id
                WHERE ru.user_id = ${person} AND NOT r.deleted`),
  DOCTOR: (person) => ({
    home: 'doctors',
    sectors: nothing(person),
    rooms: nothing(person),
    doctors: `SELECT ${person}::uuid`,
  }),
};

/** The roles that reach everything. */
const ADMINS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];
export const reachesEverything = (role: string) => (ADMINS as readonly string[]).includes(role);

/** The reach of `role` for the person `person` (SQL); null for admins, who reach everything. */
export function reachOf(role: string, person: string): RoleReach | null {
  if (reachesEverything(role)) return null;
  const reach = REACH[role as Role];
  return reach
    ? reach(person)
    : { home: 'doctors', sectors: nothing(person), rooms: nothing(person), doctors: nothing(person) };
}

/** The kind a role's own rows are filed under; null for admins and roles that reach nothing. */
export function homeOf(role: string): ReachKind | null {
  return REACH[role as Role]?.('NULL').home ?? null;
}

/**
 * SQL true when the person `p.person`, holding the roles `p.roles` (SQL of a text array), holds one of the roles
 * `through` by which the owner (`owner.id` of kind `owner.kind`) is theirs: an admin role, or a role whose own rows
 * are filed under that kind and that reaches the owner (a doctor themself, a room manager their rooms).
 */
export function holdsOwnerSql(
  p: { person: string; roles: string },
  owner: { kind: ReachKind; id: string },
  through: readonly Role[],
): string {
  const clauses = through.flatMap((role) => {
    if (reachesEverything(role)) return [`'${role}' = ANY (${p.roles})`];
    const reach = reachOf(role, p.person)!;
    return reach.home === owner.kind
      ? [`('${role}' = ANY (${p.roles}) AND ${owner.id} IN (${reach[owner.kind]}))`]
      : [];
  });
  return `(${clauses.join(' OR ') || 'false'})`;
}

/**
 * SQL true when a row filed under sector, room and doctor (`row`, SQL expressions) is the caller's: an admin's
 * always, another role's when the row's id of the role's home kind is in its reach (`role` and `person` are SQL,
 * usually bound parameters, so one statement serves every caller). Who may book, move or cancel the rows at all
 * is the route's role list.
 */
export function ownRowSql(
  p: { role: string; person: string },
  row: Record<'sector' | 'room' | 'doctor', string>,
): string {
  const column = { sectors: row.sector, rooms: row.room, doctors: row.doctor };
  const cases = Object.keys(REACH).map((role) => {
    const reach = reachOf(role, p.person)!;
    return `WHEN '${role}' THEN ${column[reach.home]} IN (${reach[reach.home]})`;
  });
  const admins = ADMINS.map((role) => `WHEN '${role}' THEN true`);
  return `(CASE ${p.role}::text ${[...admins, ...cases].join(' ')} ELSE false END)`;
}
