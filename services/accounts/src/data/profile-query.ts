import type { ExpressionNode } from '@rsql/ast';
import {
  escapeLike,
  QueryError,
  rsqlToSql as kitRsqlToSql,
  sortToSql as kitSortToSql,
  SqlParams,
  type RsqlFields,
} from '@teleplan/kit/query/rsql-sql';
import { ROLES, type Role } from '@teleplan/proto/roles';

// The kit maps queries and sorts; this file keeps accounts' fields, its name search and its index-aware sort keys.
export { escapeLike, QueryError, SqlParams };

/**
 * The columns the queries read; `p` is the profile, `a` the account (left-joined, may be null). Text is compared
 * as the indexes of migration 0002 are built (trigram for `*` wildcards, b-tree for equality); roles with array
 * operators, which the GIN index on granted_roles serves.
 */
const ROLES_FIELD = { kind: 'set', column: 'a.granted_roles', element: 'text', allowed: ROLES } as const;
const ENABLED_FIELD = { kind: 'boolean', column: 'COALESCE(a.enabled, false)' } as const;
const FIELDS: RsqlFields = {
  staff: { kind: 'boolean', column: 'p.staff' },
  enabled: ENABLED_FIELD,
  account: { kind: 'presence', column: 'a.id' },
  lastName: { kind: 'text', column: 'p.last_name' },
  firstName: { kind: 'text', column: 'p.first_name' },
  // Stored lower-case (a CHECK of the table), so compared as it is.
  email: { kind: 'text', column: 'p.email', match: 'p.email' },
  telephoneNumber: { kind: 'text', column: 'p.telephone_number', caseSensitive: true },
  roles: ROLES_FIELD,
  id: { kind: 'uuid', column: 'p.id' },
  // Spellings the web or Spring-style clients use for the same fields.
  role: ROLES_FIELD,
  grantedRoles: ROLES_FIELD,
  'account.grantedRoles': ROLES_FIELD,
  'account.enabled': ENABLED_FIELD,
};

/** The RSQL selectors `rsqlToSql` understands. */
export const QUERY_FIELDS = Object.keys(FIELDS);

/**
 * The stored search text of migration 0004 ("first last", a unit separator, "last first", lower-cased), served by a
 * trigram index per kind of list (staff, patients): only a condition that also fixes `staff` can use it.
 */
const SEARCH_NAME = 'p.search_name';
const SEPARATOR = '\x1f';

/** `%value%` (lower-case) matched against SEARCH_NAME: the first or last name, or a full name when it has a space. */
function searchNameLike(value: string, params: SqlParams): string {
  params.searchesText = true;
  return `${SEARCH_NAME} LIKE ${params.add(`%${escapeLike(value.toLowerCase())}%`)} ESCAPE '\\'`;
}

/**
 * The text `*x*` searched in both the last and the first name by `node` (`lastName==*x*,firstName==*x*`, either
 * order), when SEARCH_NAME gives the same answer: `x` holds no wildcard, space or separator, so no match spans
 * two names.
 */
function bothNamesSearch(node: ExpressionNode): string | undefined {
  if (node.type === 'COMPARISON' || (node.operator !== ',' && node.operator !== 'or')) return undefined;
  const { left, right } = node;
  if (left.type !== 'COMPARISON' || right.type !== 'COMPARISON') return undefined;
  if (left.operator !== '==' || right.operator !== '==') return undefined;
  const names = [left.left.selector, right.left.selector].sort().join();
  const value = left.right.value;
  if (names !== 'firstName,lastName' || typeof value !== 'string' || right.right.value !== value)
    return undefined;
  const inner = /^\*([^* ]+)\*$/.exec(value)?.[1];
  if (inner === undefined || inner.includes(SEPARATOR)) return undefined;
  return inner;
}

/** Whether `node` is a conjunction one of whose terms compares `staff` (true or false: either index may serve). */
function fixesStaff(node: ExpressionNode): boolean {
  if (node.type === 'COMPARISON') return node.left.selector === 'staff';
  if (node.operator !== ';' && node.operator !== 'and') return false;
  return fixesStaff(node.left) || fixesStaff(node.right);
}

/**
 * The SQL condition for an RSQL `query` over the whitelisted fields (see QUERY_FIELDS), e.g.
 * `staff==true;account=isnull=false;(lastName==*dup*,firstName==*dup*);roles=in=(DOCTOR)`. Values go to
 * `params`; `*` in a text value is a wildcard (case-insensitive match). An empty query matches everything.
 */
export function rsqlToSql(query: string | undefined, params: SqlParams): string {
  return kitRsqlToSql(query, FIELDS, params, {
    rewrite: (node, root) => {
      const both = bothNamesSearch(node);
      return both !== undefined && fixesStaff(root) ? searchNameLike(both, params) : undefined;
    },
  });
}

/**
 * Sort keys, each served by an index of migration 0002 in both directions. Empty values (email, phone) sort as
 * the largest: last going up, first going down (PostgreSQL's default, which one index serves both ways).
 */
const SORTABLE: Record<string, string> = {
  lastName: 'lower(p.last_name)',
  firstName: 'lower(p.first_name)',
  email: 'p.email',
  telephoneNumber: 'p.telephone_number',
  createdDate: 'p.created_at',
  'audit.createdDate': 'p.created_at',
  staff: 'p.staff',
  enabled: 'COALESCE(a.enabled, false)',
};

/**
 * The same keys written so that no index matches them (same values, same order). After a search the matches
 * are found through the trigram indexes and sorted (top-N); walking a sort index while filtering would be the
 * planner's other choice, and it reads most of the table when the matches cluster in that order (searching
 * "dup" sorted by last name: every Dupont sits under D).
 */
const UNINDEXED: Record<string, string> = {
  'lower(p.last_name)': "(lower(p.last_name) || '')",
  'lower(p.first_name)': "(lower(p.first_name) || '')",
  'p.email': "(p.email || '')",
  'p.telephone_number': "(p.telephone_number || '')",
  'p.created_at': "(p.created_at + interval '0 s')",
};
const SORTABLE_AFTER_SEARCH = Object.fromEntries(
  Object.entries(SORTABLE).map(([name, column]) => [name, UNINDEXED[column] ?? column]),
);

/**
 * ORDER BY for Spring-style `sort` values over a whitelist, in the order one index scan gives (see the kit's
 * `indexOrder`), ended by the id. Default: last name, first name. `afterSearch`: the conditions hold a search
 * (see UNINDEXED).
 */
export function sortToSql(sort: readonly string[] | undefined, afterSearch = false): string {
  return kitSortToSql(
    sort,
    afterSearch ? SORTABLE_AFTER_SEARCH : SORTABLE,
    ['lastName', 'firstName'],
    'p.id',
    {
      indexOrder: true,
    },
  );
}

/** The filters of `GET profiles`, combined with AND; text filters are "contains", case-insensitive. */
export interface ProfileFilter {
  /** Only profiles that are not staff (what room and doctor roles may search). */
  patientsOnly: boolean;
  ids?: readonly string[];
  email?: string;
  lastName?: string;
  firstName?: string;
  /** Matches the last, first or full name (either order). */
  name?: string;
  staff?: boolean;
  role?: Role;
}

/** The SQL condition for `filter`, values in `params`. */
export function filterToSql(filter: ProfileFilter, params: SqlParams): string {
  const where: string[] = [];
  const contains = (value: string) => {
    params.searchesText = true;
    return params.add(`%${escapeLike(value.trim().toLowerCase())}%`);
  };
  if (filter.patientsOnly) where.push('p.staff = false');
  if (filter.ids) where.push(`p.id = ANY(${params.add(filter.ids)}::uuid[])`);
  if (filter.email) where.push(`p.email LIKE ${contains(filter.email)} ESCAPE '\\'`);
  if (filter.lastName) where.push(`lower(p.last_name) LIKE ${contains(filter.lastName)} ESCAPE '\\'`);
  if (filter.firstName) where.push(`lower(p.first_name) LIKE ${contains(filter.firstName)} ESCAPE '\\'`);
  const staffFixed = filter.patientsOnly || filter.staff !== undefined;
  if (filter.name && staffFixed && !filter.name.includes(SEPARATOR)) {
    where.push(searchNameLike(filter.name.trim(), params));
  } else if (filter.name) {
    const name = contains(filter.name);
    const either = `lower(p.last_name) LIKE ${name} ESCAPE '\\' OR lower(p.first_name) LIKE ${name} ESCAPE '\\'`;
    // Text without a space cannot span the space of a full name: the indexed columns alone decide then.
    where.push(
      filter.name.trim().includes(' ')
        ? `(${either} OR lower(p.first_name || ' ' || p.last_name) LIKE ${name} ESCAPE '\\'` +
            ` OR lower(p.last_name || ' ' || p.first_name) LIKE ${name} ESCAPE '\\')`
        : `(${either})`,
    );
  }
  if (filter.staff !== undefined) where.push(`p.staff = ${params.add(filter.staff)}`);
  if (filter.role) where.push(`COALESCE(${params.add(filter.role)} = ANY(a.granted_roles), false)`);
  return where.join(' AND ') || 'TRUE';
}
