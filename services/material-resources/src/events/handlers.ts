import type { DataSource, EntityManager } from 'typeorm';
import { Value } from 'typebox/value';
import {
  AccountEventPayloadSchema,
  AccountEvents,
  ProfileEventPayloadSchema,
  type EventEnvelope,
} from '@teleplan/proto/events';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { handleOnce } from '@teleplan/kit/inbox/handle-once';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { PeopleRepository } from '../data/people.repository.ts';

export const CONSUMER = 'material-resources';

const PROFILE_EVENTS = [AccountEvents.profileCreated, AccountEvents.profileUpdated] as const;
const ACCOUNT_EVENTS = [
  AccountEvents.accountCreated,
  AccountEvents.accountUpdated,
  AccountEvents.accountActivated,
  AccountEvents.accountDeactivated,
  AccountEvents.accountRolesChanged,
] as const;
export const CONSUMED_EVENTS = [...PROFILE_EVENTS, ...ACCOUNT_EVENTS] as const;

/**
 * Keeps the replica of people (name, email, roles, enabled) that manager and doctor checks read. Snapshots
 * carry the whole state, so applying the newest one is enough; an older one arriving late is ignored.
 */
async function apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
  const people = new PeopleRepository(manager);
  const at = new Date(event.occurredAt);
  if ((PROFILE_EVENTS as readonly string[]).includes(event.type)) {
    if (!Value.Check(ProfileEventPayloadSchema, event.payload))
      throw new Error(`malformed ${event.type} payload`);
    await people.applyProfile(event.payload.current, at);
    return;
  }
  if (!Value.Check(AccountEventPayloadSchema, event.payload))
    throw new Error(`malformed ${event.type} payload`);
  await people.applyAccount(event.payload.current, at);
}

/** Each event is handled once (kit inbox, in the same transaction as its effect). */
export async function subscribeToAccountEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics: ServiceMetrics },
): Promise<void> {
  await bus.subscribe(CONSUMER, CONSUMED_EVENTS, async (event) => {
    await handleOnce(deps.dataSource, CONSUMER, event, (manager) => apply(event, manager), deps.metrics);
  });
}
