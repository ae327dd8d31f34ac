import { STAFF_SEARCH_LIMIT, type StaffMatch, type StaffSearchQuery } from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { badRequest } from '@teleplan/kit/errors';
import { searchRoomUsers } from '../data/staff-search.repository.ts';
import type { AccountsContext } from './context.ts';

const MIN_LENGTH = 3;

/**
 * GET staff-search: the room users a room's staff card may add (enabled accounts holding ROOM_USER) whose
 * email or name contains `q`; only their id, names and email, at most STAFF_SEARCH_LIMIT.
 */
export async function searchRoomStaff(ctx: AccountsContext, query: StaffSearchQuery): Promise<StaffMatch[]> {
  const text = query.q.trim();
  if (text.length < MIN_LENGTH)
    throw badRequest(MessageCodes.common.validation, `Type at least ${MIN_LENGTH} characters`, [
      { messageCode: MessageCodes.common.validation, id: 'querystring/q' },
    ]);
  return searchRoomUsers(ctx.dataSource.manager, text, STAFF_SEARCH_LIMIT);
}
