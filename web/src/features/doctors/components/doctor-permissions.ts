import type { Role } from '@teleplan/proto/roles';

const PEOPLE_MANAGERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];

/** What the doctors list offers a role (docs/roles.md); the server checks every call again. */
export interface DoctorListRights {
  /** See emails, add doctors, edit them (admin, super admin, sector manager). */
  managesPeople: boolean;
  /** Link and unlink: admins to any sector, a sector manager to their own only. */
  linksSectors: boolean;
  /** Pick among every sector when linking (admins). */
  choosesAnySector: boolean;
  /** Searches accounts directly; room roles read the doctors of their sectors instead. */
  searchesAccounts: boolean;
  /** Calendar and availability links and the pinned agenda: every role but the room roles. */
  plansDoctors: boolean;
  /** The multi-doctor calendar link (admins). */
  opensMultiview: boolean;
}

export function doctorListRights(role: Role): DoctorListRights {
  const managesPeople = PEOPLE_MANAGERS.includes(role);
  const admin = role === 'SUPER_ADMIN' || role === 'ADMIN';
  return {
    managesPeople,
    linksSectors: managesPeople,
    choosesAnySector: admin,
    searchesAccounts: managesPeople,
    plansDoctors: role !== 'ROOM_MANAGER' && role !== 'ROOM_USER',
    opensMultiview: admin,
  };
}
