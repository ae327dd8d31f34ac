import { parse } from '@rsql/parser';
import type { ComparisonNode, ExpressionNode } from '@rsql/ast';
import {
  booleanValue,
  escapeLike,
  isNegated,
  likePattern,
  list,
  negate,
  nullSafe,
  QueryError,
  single,
  SqlParams,
  UUID,
} from '@teleplan/kit/query/rsql-sql';
import { isRole, type Role } from '@teleplan/proto/roles';

// The kit's value checks and LIKE escaping; this file keeps accounts' own fields, name search and index-aware sort.
export { escapeLike, QueryError, SqlParams };

/** The columns the queries read; `p` is the profile, `a` the account (left-joined, may be null). */
type FieldKind = 'text' | 'boolean' | 'presence' | 'roles' | 'uuid';
interface Field {
  kind: FieldKind;
  column: string;
  /**
   * What text values are compared with: the expression the indexes of migration 0002 are built on (trigram for
   * `*` wildcards, b-tree for equality). Values are lower-cased when it is a lower-case one.
   */
  match?: string;
  lower?: boolean;
}

const FIELDS: Record<string, Field> = {
  staff: { kind: 'boolean', column: 'p.staff' },
  enabled: { kind: 'boolean', column: 'COALESCE(a.enabled, false)' },
  account: { kind: 'presence', column: 'a.id' },
  lastName: { kind: 'text', column: 'p.last_name', match: 'lower(p.last_name)', lower: true },
  firstName: { kind: 'text', column: 'p.first_name', match: 'lower(p.first_name)', lower: true },
  // Stored lower-case (a CHECK of the table), so compared as it is.
  email: { kind: 'text', column: 'p.email', match: 'p.email', lower: true },
  telephoneNumber: { kind: 'text', column: 'p.telephone_number', match: 'p.telephone_number' },
  roles: { kind: 'roles', column: 'a.granted_roles' },
  id: { kind: 'uuid', column: 'p.id' },
};
// Spellings the web or Spring-style clients use for the same fields.
FIELDS.role = FIELDS.roles!;
FIELDS.grantedRoles = FIELDS.roles!;
FIELDS['account.grantedRoles'] = FIELDS.roles!;
FIELDS['account.enabled'] = FIELDS.enabled!;

/** The RSQL selectors `rsqlToSql` understands. */
export const QUERY_FIELDS = Object.keys(FIELDS);

const MAX_COMPARISONS = 30;
const MAX_VALUES = { values: 50 };
const MAX_VALUE_LENGTH = 254;

function comparison(node: ComparisonNode, params: SqlParams): string {
  const selector = node.left.selector;
  const field = FIELDS[selector];
  if (!field || !Object.hasOwn(FIELDS, selector)) throw new QueryError(`unknown field ${selector}`);
  const operator = node.operator;
  const values = Array.isArray(node.right.value) ? node.right.value : [node.right.value];
  if (values.some((v) => v.length > MAX_VALUE_LENGTH)) throw new QueryError('value too long');

  switch (field.kind) {
    case 'boolean': {
      if (operator !== '==' && operator !== '!=') throw new QueryError(`${selector} supports == and !=`);
      return negate(operator, `(${field.column} = ${params.add(booleanValue(selector, single(node)))})`);
    }
    case 'presence': {
      // account=isnull=false and account==true both mean "has an account".
      if (operator === '=isnull=') {
        return `(${field.column} IS ${booleanValue(selector, single(node)) ? '' : 'NOT '}NULL)`;
      }
      if (operator === '==' || operator === '!=') {
        const present = booleanValue(selector, single(node)) !== (operator === '!=');
        return `(${field.column} IS ${present ? 'NOT ' : ''}NULL)`;
      }
      throw new QueryError(`${selector} supports =isnull=, == and !=`);
    }
    case 'roles': {
      const roles = list(node, MAX_VALUES);
      if (!roles.every(isRole)) throw new QueryError('unknown role');
      // Array operators (not `= ANY`), which the GIN index on granted_roles serves.
      if ((operator === '==' || operator === '!=') && roles.length === 1) {
        return nullSafe(operator, `${field.column} @> ${params.add(roles)}::text[]`);
      }
      if (operator === '=in=' || operator === '=out=') {
        return nullSafe(operator, `${field.column} && ${params.add(roles)}::text[]`);
      }
      throw new QueryError(`${selector} supports ==, !=, =in= and =out=`);
    }
    case 'uuid': {
      const ids = list(node, MAX_VALUES);
      if (!ids.every((id) => UUID.test(id))) throw new QueryError(`${selector} expects uuids`);
      if (operator === '==' || operator === '!=')
        return negate(operator, `(${field.column} = ${params.add(single(node))}::uuid)`);
      if (operator === '=in=' || operator === '=out=') {
        return negate(operator, `(${field.column} = ANY(${params.add(ids)}::uuid[]))`);
      }
      throw new QueryError(`${selector} supports ==, !=, =in= and =out=`);
    }
    case 'text': {
      const column = field.match ?? field.column;
      const norm = (v: string) => (field.lower ? v.toLowerCase() : v);
      if (operator === '=isnull=')
        return `(${field.column} IS ${booleanValue(selector, single(node)) ? '' : 'NOT '}NULL)`;
      if (operator === '==' || operator === '!=') {
        const value = norm(single(node));
        if (value.includes('*') && !isNegated(operator)) params.searchesText = true;
        const test = value.includes('*')
          ? `${column} LIKE ${params.add(likePattern(value))} ESCAPE '\\'`
          : `${column} = ${params.add(value)}`;
        return nullSafe(operator, test);
      }
      if (operator === '=in=' || operator === '=out=') {
        return nullSafe(operator, `${column} = ANY(${params.add(list(node, MAX_VALUES).map(norm))}::text[])`);
      }
      throw new QueryError(`${selector} supports ==, !=, =in=, =out= and =isnull=`);
    }
  }
}

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
  if (inner === undefined || inner.includes(SEPARATOR) || inner.length > MAX_VALUE_LENGTH) return undefined;
  return inner;
}

/** Whether `node` is a conjunction one of whose terms compares `staff` (true or false: either index may serve). */
function fixesStaff(node: ExpressionNode): boolean {
  if (node.type === 'COMPARISON') return node.left.selector === 'staff';
  if (node.operator !== ';' && node.operator !== 'and') return false;
  return fixesStaff(node.left) || fixesStaff(node.right);
}

interface Walk {
  params: SqlParams;
  budget: { left: number };
  staffFixed: boolean;
}

function expression(node: ExpressionNode, walk: Walk): string {
  if (node.type === 'COMPARISON') {
    walk.budget.left -= 1;
    if (walk.budget.left < 0) throw new QueryError(`at most ${MAX_COMPARISONS} comparisons`);
    return comparison(node, walk.params);
  }
  const both = walk.staffFixed ? bothNamesSearch(node) : undefined;
  if (both !== undefined) {
    walk.budget.left -= 2;
    if (walk.budget.left < 0) throw new QueryError(`at most ${MAX_COMPARISONS} comparisons`);
    return `(${searchNameLike(both, walk.params)})`;
  }
  const joiner = node.operator === ';' || node.operator === 'and' ? 'AND' : 'OR';
  return `(${expression(node.left, walk)} ${joiner} ${expression(node.right, walk)})`;
}

/**
 * The SQL condition for an RSQL `query` over the whitelisted fields (see QUERY_FIELDS), e.g.
 * `staff==true;account=isnull=false;(lastName==*dup*,firstName==*dup*);roles=in=(DOCTOR)`. Values go to
 * `params`; `*` in a text value is a wildcard (case-insensitive match). An empty query matches everything.
 */
export function rsqlToSql(query: string | undefined, params: SqlParams): string {
  if (query === undefined || query.trim() === '') return 'TRUE';
  let tree: ExpressionNode;
  try {
    tree = parse(query);
  } catch (error) {
    throw new QueryError(`cannot parse query: ${(error as Error).message}`);
  }
  return expression(tree, { params, budget: { left: MAX_COMPARISONS }, staffFixed: fixesStaff(tree) });
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

/**
 * ORDER BY for Spring-style `sort` values (`field,asc|desc`, repeatable; `field` alone is ascending), over a
 * whitelist; the id always breaks ties so pages are stable, in the direction of the last key so that one
 * index scan (forwards or backwards) gives the whole order. Default: last name, first name. `afterSearch`: the
 * conditions hold a search (see UNINDEXED).
 */
export function sortToSql(sort: readonly string[] | undefined, afterSearch = false): string {
  const key = (column: string) => (afterSearch ? (UNINDEXED[column] ?? column) : column);
  const terms: string[] = [];
  let tieBreak = 'ASC';
  for (const entry of sort ?? []) {
    const parts = entry.split(',').map((part) => part.trim());
    let direction = 'ASC';
    const last = parts[parts.length - 1]?.toLowerCase();
    if (last === 'asc' || last === 'desc') {
      direction = last.toUpperCase();
      parts.pop();
    }
    if (parts.length === 0) throw new QueryError(`bad sort ${entry}`);
    for (const name of parts) {
      const column = Object.hasOwn(SORTABLE, name) ? SORTABLE[name] : undefined;
      if (!column) throw new QueryError(`cannot sort by ${name}`);
      terms.push(`${key(column)} ${direction}`);
      tieBreak = direction;
    }
  }
  if (terms.length === 0) terms.push(`${key('lower(p.last_name)')} ASC`, `${key('lower(p.first_name)')} ASC`);
  return [...terms, `p.id ${tieBreak}`].join(', ');
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
