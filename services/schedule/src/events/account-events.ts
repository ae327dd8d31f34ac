import { AccountEventPayloadSchema, AccountEvents, ProfileEventPayloadSchema } from '@teleplan/proto/events';
import { onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import { PeopleRepository } from '../data/people.repository.ts';
import { versionOf } from '@teleplan/kit/db/event-version';

const profile = onEvent(ProfileEventPayloadSchema, (payload, manager, event) =>
  new PeopleRepository(manager).applyProfile(payload.current, versionOf(event)),
);
const account = onEvent(AccountEventPayloadSchema, (payload, manager, event) =>
  new PeopleRepository(manager).applyAccount(payload.current, versionOf(event)),
);

/**
 * The people replica (names, email, roles, enabled) from accounts' snapshots: the newest one applied wins, an
 * older one arriving late is ignored.
 */
export const accountAppliers: Record<string, EventApplier> = {
  [AccountEvents.profileCreated]: profile,
  [AccountEvents.profileUpdated]: profile,
  [AccountEvents.accountCreated]: account,
  [AccountEvents.accountUpdated]: account,
  [AccountEvents.accountActivated]: account,
  [AccountEvents.accountDeactivated]: account,
  [AccountEvents.accountRolesChanged]: account,
};
