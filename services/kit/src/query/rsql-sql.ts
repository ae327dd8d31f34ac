import { parse } from '@rsql/parser';
import type { ComparisonNode, ExpressionNode } from '@rsql/ast';

/**
 * RSQL (`query=`) and Spring-style `sort=` turned into SQL over a whitelist of fields. Column expressions
 * come from the service's own table (trusted text); every value the client sends becomes a bound parameter.
 * A query or sort the client got wrong throws `QueryError`: the service answers it as 400 with its own code.
 */
export class QueryError extends Error {
  override name = 'QueryError';
}

/** Positional parameters (`$1`, `$2`...) collected while building SQL: values are never spliced into the text. */
export class SqlParams {
  readonly values: unknown[];
  /** Whether a condition is a positive wildcard match (a search, whose matches are all read to be sorted). */
  searchesText = false;
  constructor(values: unknown[] = []) {
    this.values = [...values];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * How a field compares. `text`: case-insensitive unless `caseSensitive`, `*` is a wildcard; `match` is the
 * expression compared instead of `lower(column)` (e.g. a column stored lower-case, as its index is built);
 * `boolean`; `uuid`; `presence` (a nullable column: `==true` means present); `set`: `column` is an SQL array
 * expression (e.g. the ids of a join table) and `==x` means "contains x", `=in=(x,y)` "contains any", both
 * written with array operators (`@>`, `&&`), which a GIN index on the column serves.
 */
export type RsqlField =
  | { kind: 'text'; column: string; caseSensitive?: boolean; match?: string }
  | { kind: 'boolean'; column: string }
  | { kind: 'uuid'; column: string }
  | { kind: 'presence'; column: string }
  | { kind: 'set'; column: string; element: 'uuid' | 'text'; allowed?: readonly string[] };

export type RsqlFields = Readonly<Record<string, RsqlField>>;

export interface RsqlLimits {
  comparisons: number;
  values: number;
  valueLength: number;
}

/**
 * A service's own SQL for a node of the query (accounts writes a search of both names as one indexed
 * column), or undefined to map it as usual. `root` is the whole query. The node's comparisons count against
 * the limits as if mapped one by one.
 */
export type RsqlRewrite = (
  node: ExpressionNode,
  root: ExpressionNode,
  params: SqlParams,
) => string | undefined;

export interface RsqlOptions {
  limits?: Partial<RsqlLimits>;
  rewrite?: RsqlRewrite;
}

const DEFAULT_LIMITS: RsqlLimits = { comparisons: 30, values: 50, valueLength: 254 };
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` with LIKE's own `%`, `_` and `\` escaped (matched literally with `ESCAPE '\'`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `value` as a LIKE pattern where `*` is the wildcard. */
export function likePattern(value: string): string {
  return escapeLike(value).replace(/\*/g, '%');
}

export function booleanValue(selector: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new QueryError(`${selector} expects true or false`);
}

export function single(node: ComparisonNode): string {
  const value = node.right.value;
  if (Array.isArray(value)) throw new QueryError(`${node.left.selector}${node.operator} expects one value`);
  return value;
}

export function list(node: ComparisonNode, limits: Pick<RsqlLimits, 'values'>): string[] {
  const value = node.right.value;
  const values = Array.isArray(value) ? value : [value];
  if (values.length === 0 || values.length > limits.values)
    throw new QueryError(`between 1 and ${limits.values} values`);
  return values;
}

export const isNegated = (operator: string) => operator === '!=' || operator === '=out=';
export const negate = (operator: string, sql: string) => (isNegated(operator) ? `NOT ${sql}` : sql);
/**
 * `test` as a condition: bare when positive, so the planner can use an index on its expression (a null there
 * excludes the row, as false would, under AND and OR); negated, null counts as false first, so "not x" keeps
 * the rows without a value.
 */
export const nullSafe = (operator: string, test: string) =>
  isNegated(operator) ? `NOT COALESCE(${test}, false)` : `(${test})`;
const isEquality = (operator: string) => operator === '==' || operator === '!=';
const isMembership = (operator: string) => operator === '=in=' || operator === '=out=';

function comparison(node: ComparisonNode, fields: RsqlFields, params: SqlParams, limits: RsqlLimits): string {
  const selector = node.left.selector;
  const field = Object.hasOwn(fields, selector) ? fields[selector] : undefined;
  if (!field) throw new QueryError(`unknown field ${selector}`);
  const operator = node.operator;

  switch (field.kind) {
    case 'boolean': {
      if (!isEquality(operator)) throw new QueryError(`${selector} supports == and !=`);
      return negate(operator, `(${field.column} = ${params.add(booleanValue(selector, single(node)))})`);
    }
    case 'presence': {
      if (operator === '=isnull=')
        return `(${field.column} IS ${booleanValue(selector, single(node)) ? '' : 'NOT '}NULL)`;
      if (isEquality(operator)) {
        const present = booleanValue(selector, single(node)) !== (operator === '!=');
        return `(${field.column} IS ${present ? 'NOT ' : ''}NULL)`;
      }
      throw new QueryError(`${selector} supports =isnull=, == and !=`);
    }
    case 'uuid': {
      if (operator === '=isnull=')
        return `(${field.column} IS ${booleanValue(selector, single(node)) ? '' : 'NOT '}NULL)`;
      const ids = list(node, limits);
      if (!ids.every((id) => UUID.test(id))) throw new QueryError(`${selector} expects uuids`);
      if (isEquality(operator))
        return nullSafe(operator, `${field.column} = ${params.add(single(node))}::uuid`);
      if (isMembership(operator))
        return nullSafe(operator, `${field.column} = ANY(${params.add(ids)}::uuid[])`);
      throw new QueryError(`${selector} supports ==, !=, =in=, =out= and =isnull=`);
    }
    case 'set': {
      const items = list(node, limits);
      if (field.element === 'uuid' && !items.every((id) => UUID.test(id)))
        throw new QueryError(`${selector} expects uuids`);
      if (field.allowed && !items.every((item) => field.allowed!.includes(item)))
        throw new QueryError(`unknown value for ${selector}`);
      const cast = field.element === 'uuid' ? 'uuid' : 'text';
      if (isEquality(operator) && items.length === 1)
        return nullSafe(operator, `${field.column} @> ${params.add(items)}::${cast}[]`);
      if (isMembership(operator))
        return nullSafe(operator, `${field.column} && ${params.add(items)}::${cast}[]`);
      throw new QueryError(`${selector} supports ==, !=, =in= and =out=`);
    }
    case 'text': {
      const lower = !field.caseSensitive;
      const column = field.match ?? (lower ? `lower(${field.column})` : field.column);
      const norm = (v: string) => (lower ? v.toLowerCase() : v);
      if (operator === '=isnull=')
        return `(${field.column} IS ${booleanValue(selector, single(node)) ? '' : 'NOT '}NULL)`;
      if (isEquality(operator)) {
        const value = norm(single(node));
        if (value.includes('*') && !isNegated(operator)) params.searchesText = true;
        const test = value.includes('*')
          ? `${column} LIKE ${params.add(likePattern(value))} ESCAPE '\\'`
          : `${column} = ${params.add(value)}`;
        return nullSafe(operator, test);
      }
      if (isMembership(operator)) {
        const items = list(node, limits).map(norm);
        return nullSafe(operator, `${column} = ANY(${params.add(items)}::text[])`);
      }
      throw new QueryError(`${selector} supports ==, !=, =in=, =out= and =isnull=`);
    }
  }
}

interface Walk {
  fields: RsqlFields;
  params: SqlParams;
  limits: RsqlLimits;
  root: ExpressionNode;
  rewrite: RsqlRewrite | undefined;
  budget: { left: number };
}

function comparisonsOf(node: ExpressionNode): ComparisonNode[] {
  return node.type === 'COMPARISON' ? [node] : [...comparisonsOf(node.left), ...comparisonsOf(node.right)];
}

/** Counts `node` against the limits (number of comparisons, length of each value). */
function admit(node: ComparisonNode, walk: Walk): void {
  walk.budget.left -= 1;
  if (walk.budget.left < 0) throw new QueryError(`at most ${walk.limits.comparisons} comparisons`);
  const values = Array.isArray(node.right.value) ? node.right.value : [node.right.value];
  if (values.some((v) => v.length > walk.limits.valueLength)) throw new QueryError('value too long');
}

function expression(node: ExpressionNode, walk: Walk): string {
  const rewritten = walk.rewrite?.(node, walk.root, walk.params);
  if (rewritten !== undefined) {
    for (const each of comparisonsOf(node)) admit(each, walk);
    return `(${rewritten})`;
  }
  if (node.type === 'COMPARISON') {
    admit(node, walk);
    return comparison(node, walk.fields, walk.params, walk.limits);
  }
  const joiner = node.operator === ';' || node.operator === 'and' ? 'AND' : 'OR';
  return `(${expression(node.left, walk)} ${joiner} ${expression(node.right, walk)})`;
}

/**
 * The SQL condition for an RSQL `query` over `fields`, e.g. `name==*nord*;sectors.id=in=(…)`. `;`/`and`
 * and `,`/`or` with parentheses; values go to `params`. An empty query matches everything (`TRUE`).
 */
export function rsqlToSql(
  query: string | undefined,
  fields: RsqlFields,
  params: SqlParams,
  options: RsqlOptions = {},
): string {
  if (query === undefined || query.trim() === '') return 'TRUE';
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  let root: ExpressionNode;
  try {
    root = parse(query);
  } catch (error) {
    throw new QueryError(`cannot parse query: ${(error as Error).message}`);
  }
  const walk = {
    fields,
    params,
    limits,
    root,
    rewrite: options.rewrite,
    budget: { left: limits.comparisons },
  };
  return expression(root, walk);
}

export interface SortOptions {
  /**
   * The order one b-tree index scan gives, forwards or backwards: nulls where PostgreSQL puts them by default
   * (last going up, first going down) and the tie breaker in the direction of the last key.
   */
  indexOrder?: boolean;
}

/**
 * ORDER BY for Spring-style `sort` values (`field,asc|desc`, repeatable; `field` alone is ascending) over
 * `sortable` (field -> trusted column expression); `defaults` (sort values too) apply when none is given.
 * `tieBreaker` (e.g. the id) ends every ordering so pages are stable. Nulls sort last unless `indexOrder`.
 */
export function sortToSql(
  sort: string | readonly string[] | undefined,
  sortable: Readonly<Record<string, string>>,
  defaults: readonly string[],
  tieBreaker: string,
  options: SortOptions = {},
): string {
  const given = sort === undefined ? [] : typeof sort === 'string' ? [sort] : sort;
  const terms: string[] = [];
  let lastDirection = 'ASC';
  for (const entry of given.length === 0 ? defaults : given) {
    const parts = entry.split(',').map((part) => part.trim());
    let direction = 'ASC';
    const last = parts[parts.length - 1]?.toLowerCase();
    if (last === 'asc' || last === 'desc') {
      direction = last.toUpperCase();
      parts.pop();
    }
    if (parts.length === 0 || parts.some((p) => p === '')) throw new QueryError(`bad sort ${entry}`);
    for (const name of parts) {
      const column = Object.hasOwn(sortable, name) ? sortable[name] : undefined;
      if (!column) throw new QueryError(`cannot sort by ${name}`);
      terms.push(options.indexOrder ? `${column} ${direction}` : `${column} ${direction} NULLS LAST`);
      lastDirection = direction;
    }
  }
  return [...terms, options.indexOrder ? `${tieBreaker} ${lastDirection}` : tieBreaker].join(', ');
}

/** Spring Data's page arithmetic: the answer's `totalPages` for `total` rows in pages of `size`. */
export function totalPages(total: number, size: number): number {
  return size > 0 ? Math.ceil(total / size) : 0;
}
