import { notFound } from '@teleplan/kit/errors';
import { LOG_PAGE_SIZE, type LogEntry, type LogQuery } from '@teleplan/proto/logger';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Page } from '@teleplan/proto/paging';
import { LogsRepository } from '../data/logs.repository.ts';
import type { LoggerContext } from './context.ts';
import { cappedPage, rangeOf } from './paging.ts';

/** GET logs: the lines matching the query, newest first, 50 a page. */
export async function findLogs(ctx: LoggerContext, query: LogQuery): Promise<Page<LogEntry>> {
  const logs = new LogsRepository(ctx.dataSource.manager);
  const filter = {
    services: query.services,
    levels: query.levels,
    text: query.text,
    requestId: query.requestId,
    ...rangeOf(query),
  };
  return cappedPage(
    query,
    LOG_PAGE_SIZE,
    (cap) => logs.countUpTo(filter, cap),
    (offset, limit) => logs.page(filter, offset, limit),
  );
}

/** GET logs/{id}. */
export async function getLog(ctx: LoggerContext, id: string): Promise<LogEntry> {
  const entry = await new LogsRepository(ctx.dataSource.manager).get(id);
  if (!entry) throw notFound(MessageCodes.common.notFound, `No log line ${id}`);
  return entry;
}

/** GET logs/services: every service that shipped a line still kept. */
export function logServices(ctx: LoggerContext): Promise<string[]> {
  return new LogsRepository(ctx.dataSource.manager).services();
}
