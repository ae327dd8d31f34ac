import type { DataSource, EntityManager } from 'typeorm';
import { AccountEvents as A, ProfileEventPayloadSchema, type EventEnvelope } from '@teleplan/proto/events';
import { LoggerEvents, LogLinesPayloadSchema } from '@teleplan/proto/logger';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { versionOf } from '@teleplan/kit/db/event-version';
import { consumeEvents, onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { AuditRepository } from '../data/audit.repository.ts';
import { LogsRepository } from '../data/logs.repository.ts';
import { PeopleRepository } from '../data/people.repository.ts';
import { AUDITED_EVENTS } from '../domain/audited-events.ts';

export const CONSUMER = 'logger';

const logLines = onEvent(LogLinesPayloadSchema, ({ lines }, manager) =>
  new LogsRepository(manager).insert(lines),
);

/** Appends the event's entry to the trail: who (the envelope's actor), what, when, from which request. */
function auditing(type: string): EventApplier {
  const audited = AUDITED_EVENTS[type]!;
  return {
    schema: audited.schema,
    apply: async (payload: unknown, manager: EntityManager, event: EventEnvelope) => {
      const record = audited.record(payload);
      const actor =
        event.actor ?? (record.actorAccountId ? { accountId: record.actorAccountId, role: null } : null);
      await new AuditRepository(manager).append({
        id: event.id,
        occurredAt: new Date(event.occurredAt),
        action: event.type,
        subjectType: record.subjectType,
        subjectId: record.subjectId,
        actor,
        changes: record.changes,
        requestId: event.requestId ?? null,
      });
    },
  };
}

/** Profile events also keep the actors' names (the replica of people). */
const profileApplier = (type: string): EventApplier => {
  const audit = auditing(type);
  return onEvent(ProfileEventPayloadSchema, async (payload, manager, event) => {
    await new PeopleRepository(manager).applyProfile(payload.current, versionOf(event));
    await audit.apply(payload, manager, event);
  });
};

/**
 * The logger's feed (docs/events.md#catalogue): the services' log lines, the audited domain events and the
 * profiles naming the actors. Each event is handled once (kit inbox, in the same transaction as its rows).
 */
export async function subscribeToEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics?: ServiceMetrics },
): Promise<void> {
  const appliers: Record<string, EventApplier> = { [LoggerEvents.linesShipped]: logLines };
  for (const type of Object.keys(AUDITED_EVENTS)) appliers[type] = auditing(type);
  for (const type of [A.profileCreated, A.profileUpdated]) appliers[type] = profileApplier(type);
  await consumeEvents(bus, CONSUMER, deps, appliers);
}
