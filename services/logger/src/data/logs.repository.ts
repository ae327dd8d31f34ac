import type { EntityManager } from 'typeorm';
import { escapeLike } from '@teleplan/kit/query/rsql-sql';
import type { LogEntry, LogLevel, LogLine } from '@teleplan/proto/logger';
import { foldedText, searchWords } from './folded-text.ts';

/** The filters of a log page, checked already (`from` not after `to`). */
export interface LogFilter {
  services?: readonly string[];
  levels?: readonly string[];
  from?: Date;
  to?: Date;
  text?: string;
  requestId?: string;
}

interface RawLogEntry {
  id: string;
  time: Date;
  level: LogLevel;
  service: string;
  message: string;
  request_id: string | null;
  account_id: string | null;
  details: Record<string, unknown>;
}

const COLUMNS = 'id::text AS id, time, level, service, message, request_id, account_id, details';

const entryOf = (raw: RawLogEntry): LogEntry => ({
  id: raw.id,
  time: raw.time.toISOString(),
  level: raw.level,
  service: raw.service,
  message: raw.message,
  requestId: raw.request_id,
  accountId: raw.account_id,
  details: raw.details,
});

/** The WHERE clause of `filter` and its parameters; each condition has an index (0001-initial-schema.ts). */
function whereOf(filter: LogFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (filter.services?.length) conditions.push(`service = ANY(${add(filter.services)}::text[])`);
  if (filter.levels?.length) conditions.push(`level = ANY(${add(filter.levels)}::text[])`);
  if (filter.from) conditions.push(`time >= ${add(filter.from)}`);
  if (filter.to) conditions.push(`time < ${add(filter.to)}`);
  if (filter.requestId) conditions.push(`request_id = ${add(filter.requestId)}`);
  for (const word of filter.text ? searchWords(filter.text) : [])
    conditions.push(`search LIKE ${add(`%${escapeLike(word)}%`)} ESCAPE '\\'`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The log table (docs/logs-and-audit.md#log-lines): written by the `log.lines` consumer, read by admins. */
export class LogsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Stores a batch of lines in one statement. */
  async insert(lines: readonly LogLine[]): Promise<void> {
    if (lines.length === 0) return;
    await this.manager.query(
      `INSERT INTO log_entry (time, level, service, message, search, request_id, account_id, details)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
         $7::uuid[], $8::jsonb[])`,
      [
        lines.map((line) => line.time),
        lines.map((line) => line.level),
        lines.map((line) => line.service),
        lines.map((line) => line.message),
        lines.map((line) => foldedText(line.message)),
        lines.map((line) => line.requestId),
        lines.map((line) => line.accountId),
        lines.map((line) => JSON.stringify(line.details)),
      ],
    );
  }

  /** One page of the lines matching `filter`, newest first. */
  async page(filter: LogFilter, offset: number, limit: number): Promise<LogEntry[]> {
    const { where, params } = whereOf(filter);
    const rows = await this.manager.query<RawLogEntry[]>(
      `SELECT ${COLUMNS} FROM log_entry ${where} ORDER BY time DESC, id DESC
       LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return rows.map(entryOf);
  }

  /** How many lines match `filter`, counted up to `cap` + 1 (more is answered as cap + 1). */
  async countUpTo(filter: LogFilter, cap: number): Promise<number> {
    const { where, params } = whereOf(filter);
    const rows = await this.manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM log_entry ${where} LIMIT ${cap + 1}) matching`,
      params,
    );
    return rows[0]!.count;
  }

  async get(id: string): Promise<LogEntry | null> {
    const rows = await this.manager.query<RawLogEntry[]>(`SELECT ${COLUMNS} FROM log_entry WHERE id = $1`, [
      id,
    ]);
    return rows[0] ? entryOf(rows[0]) : null;
  }

  /**
   * The distinct service names, by a loose index scan of (service, time): one probe per name, whatever the
   * table's size.
   */
  async services(): Promise<string[]> {
    const rows = await this.manager.query<{ service: string }[]>(`
      WITH RECURSIVE names AS (
        (SELECT service FROM log_entry ORDER BY service LIMIT 1)
        UNION ALL
        SELECT (SELECT service FROM log_entry WHERE service > names.service ORDER BY service LIMIT 1)
        FROM names WHERE names.service IS NOT NULL
      )
      SELECT service FROM names WHERE service IS NOT NULL`);
    return rows.map((row) => row.service);
  }

  /** Deletes at most `batch` lines older than `before`; answers how many it deleted. */
  async purgeBatch(before: Date, batch: number): Promise<number> {
    const rows = await this.manager.query<{ count: number }[]>(
      `WITH gone AS (
         DELETE FROM log_entry WHERE id IN (
           SELECT id FROM log_entry WHERE time < $1 ORDER BY time LIMIT ${batch})
         RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [before],
    );
    return rows[0]!.count;
  }
}
