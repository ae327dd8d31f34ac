import type { DataSource } from 'typeorm';
import { AccountEventPayloadSchema, AccountEvents, ProfileEventPayloadSchema } from '@teleplan/proto/events';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { consumeEvents, onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { PeopleRepository } from '../data/people.repository.ts';
import { unassignLostManagerRoles } from '../domain/lost-manager-roles.ts';
import { versionOf } from '@teleplan/kit/db/event-version';

export const CONSUMER = 'material-resources';

const profile = onEvent(ProfileEventPayloadSchema, (payload, manager, event) =>
  new PeopleRepository(manager).applyProfile(payload.current, versionOf(event)),
);
const account = onEvent(AccountEventPayloadSchema, (payload, manager, event) =>
  new PeopleRepository(manager).applyAccount(payload.current, versionOf(event)),
);
const rolesChanged = onEvent(AccountEventPayloadSchema, async (payload, manager, event) => {
  await new PeopleRepository(manager).applyAccount(payload.current, versionOf(event));
  await unassignLostManagerRoles(manager, payload.current.id, new Date());
});

/**
 * The replica of people (name, email, roles, enabled) that manager and doctor checks read. Snapshots carry the
 * whole state, so applying the newest one is enough; an older one arriving late is ignored.
 */
const appliers: Record<string, EventApplier> = {
  [AccountEvents.profileCreated]: profile,
  [AccountEvents.profileUpdated]: profile,
  [AccountEvents.accountCreated]: account,
  [AccountEvents.accountUpdated]: account,
  [AccountEvents.accountActivated]: account,
  [AccountEvents.accountDeactivated]: account,
  [AccountEvents.accountRolesChanged]: rolesChanged,
};

/** Each event is handled once (kit inbox, in the same transaction as its effect). */
export async function subscribeToAccountEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics: ServiceMetrics },
): Promise<void> {
  await consumeEvents(bus, CONSUMER, deps, appliers);
}
