import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { EntityManager } from 'typeorm';
import { preparedQuery, type PreparedStatement } from '@teleplan/kit/db/prepared-query';

/** The statements by text: the repositories write a bounded set of them (one per shape of scope and window). */
const statements = new Map<string, PreparedStatement>();

/**
 * Runs `text` as a prepared statement named after it, on the statistics' connections or the service's: PostgreSQL
 * parses a statistics statement once per connection instead of at every call, which for these long statements
 * cost as much as running them.
 */
export function namedQuery<T>(
  target: EntityManager | pg.Pool,
  text: string,
  values: unknown[],
): Promise<T[]> {
  let statement = statements.get(text);
  if (!statement) {
    statement = { name: `indicators.${createHash('sha256').update(text).digest('hex').slice(0, 32)}`, text };
    statements.set(text, statement);
  }
  return preparedQuery<T>(target, statement, values);
}
