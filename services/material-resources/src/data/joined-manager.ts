import type { PersonRow } from './entities/person.entity.ts';

/** The manager columns a list query joins from `person m` (`m.first_name AS m_first_name`, ...). */
export interface JoinedManagerColumns {
  manager_id: string | null;
  m_first_name: string | null;
  m_last_name: string | null;
  m_email: string | null;
  m_roles: string[] | null;
  m_enabled: boolean | null;
}

/** The joined manager, or null without one (a manager unknown to the replica reads as blank fields). */
export function joinedManager(raw: JoinedManagerColumns): PersonRow | null {
  if (raw.manager_id === null) return null;
  return {
    id: raw.manager_id,
    firstName: raw.m_first_name ?? '',
    lastName: raw.m_last_name ?? '',
    email: raw.m_email ?? '',
    roles: raw.m_roles ?? [],
    enabled: raw.m_enabled ?? false,
  };
}
