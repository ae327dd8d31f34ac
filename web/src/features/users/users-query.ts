import type { Role } from '@teleplan/proto/roles';

/** The role filter's options: doctor, room user, room manager, administrator. */
export const ROLE_FILTERS = [
  'DOCTOR',
  'ROOM_USER',
  'ROOM_MANAGER',
  'ADMIN',
] as const satisfies readonly Role[];
export type RoleFilter = (typeof ROLE_FILTERS)[number];

export const STATUS_FILTERS = ['active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface UsersFilter {
  search: string;
  role: RoleFilter | '';
  status: StatusFilter | '';
}

export const NO_FILTER: UsersFilter = { search: '', role: '', status: '' };

/** Staff people who have an account: who the users list is about. */
const USERS_BASE = 'staff==true;account=isnull=false';

/** The server allows 30 comparisons a query: a few words are plenty for a name. */
const MAX_WORDS = 5;

export const USERS_SORT = ['lastName,asc', 'firstName,asc'] as const;

/**
 * The search's words, without the characters RSQL or the wildcard would read (`*`, double quotes, backslash):
 * a name never needs them.
 */
function searchWords(search: string): string[] {
  return search
    .replace(/[*"\\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * The RSQL `query` of accounts' `by-query` for the list's filters: every word of the search found in the
 * last or the first name, the account holding the role, the account enabled or not.
 */
export function usersQuery(filter: UsersFilter): string {
  const parts = [USERS_BASE];
  for (const word of searchWords(filter.search)) parts.push(`(lastName=="*${word}*",firstName=="*${word}*")`);
  if (filter.role) parts.push(`roles==${filter.role}`);
  if (filter.status) parts.push(`enabled==${filter.status === 'active'}`);
  return parts.join(';');
}
