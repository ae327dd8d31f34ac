import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Page } from '@teleplan/proto/paging';

/**
 * Matching rows are counted up to this many (docs/logs-and-audit.md#counting): past it, `totalElements` is
 * COUNT_CAP + 1, read "more than 10 000", and the pages go as far as the cap.
 */
export const COUNT_CAP = 10_000;

/** The time range of a query as dates; 400 `logger.request.range_invalid` when `from` is after `to`. */
export function rangeOf(query: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from > to)
    throw badRequest(MessageCodes.logger.rangeInvalid, '`from` is after `to`', [
      { messageCode: MessageCodes.logger.rangeInvalid, id: 'querystring/from' },
    ]);
  return { from, to };
}

/** One page of a capped list: the rows of `number`, read only when the page lies within the counted rows. */
export async function cappedPage<T>(
  paging: { page?: number; size?: number },
  defaultSize: number,
  count: (cap: number) => Promise<number>,
  rows: (offset: number, limit: number) => Promise<T[]>,
): Promise<Page<T>> {
  const number = paging.page ?? 0;
  const size = paging.size ?? defaultSize;
  const totalElements = await count(COUNT_CAP);
  const offset = number * size;
  const content = offset < Math.min(totalElements, COUNT_CAP) ? await rows(offset, size) : [];
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}
