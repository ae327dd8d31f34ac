import type { Role } from '@teleplan/proto/roles';
import type { CalendarFeedListQuery } from '@teleplan/proto/schedule-exports';

/** Whose calendar is shown, with the room's manager when it is a room's. */
export interface FeedOwner extends CalendarFeedListQuery {
  managerId?: string | null;
}

/**
 * Who may manage an owner's subscription links (the schedule service's rule, checked again there): admins any
 * owner, a doctor their own calendar, a room manager their own room's.
 */
export function mayManageFeeds(role: Role | undefined, sub: string | undefined, owner: FeedOwner): boolean {
  if (role === 'SUPER_ADMIN' || role === 'ADMIN') return true;
  if (!sub) return false;
  if (role === 'DOCTOR') return owner.ownerType === 'DOCTOR' && owner.owner === sub;
  if (role === 'ROOM_MANAGER') return owner.ownerType === 'ROOM' && owner.managerId === sub;
  return false;
}
