import type { FastifyBaseLogger } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { Value } from 'typebox/value';
import { AccountEventPayloadSchema, AccountEvents, type EventEnvelope } from '@teleplan/proto/events';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { handleOnce } from '@teleplan/kit/inbox/handle-once';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { LoginAttemptsRepository } from '../data/login-attempts.repository.ts';
import { RefreshTokensRepository } from '../data/refresh-tokens.repository.ts';
import type { Clock } from '../domain/clock.ts';
import { attemptKey } from '../domain/lockout.ts';

export const CONSUMER = 'authenticator';

export const CONSUMED_EVENTS = [
  AccountEvents.accountActivated,
  AccountEvents.accountUpdated,
  AccountEvents.accountDeactivated,
  AccountEvents.accountRolesChanged,
] as const;

export interface AccountEventDeps {
  dataSource: DataSource;
  metrics: ServiceMetrics;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * What account changes mean for sign-in: an enabled account (activated, re-enabled or saved by an admin) is
 * unlocked; a deactivated account, or one whose roles changed, loses its sessions.
 */
async function apply(event: EventEnvelope, manager: EntityManager, deps: AccountEventDeps): Promise<void> {
  if (!Value.Check(AccountEventPayloadSchema, event.payload))
    throw new Error(`malformed ${event.type} payload`);
  const { current } = event.payload;
  switch (event.type) {
    case AccountEvents.accountActivated:
    case AccountEvents.accountUpdated:
      if (current.enabled) await new LoginAttemptsRepository(manager).clear(attemptKey(current.email));
      return;
    case AccountEvents.accountDeactivated:
    case AccountEvents.accountRolesChanged: {
      const reason = event.type === AccountEvents.accountDeactivated ? 'deactivated' : 'roles-changed';
      const revoked = await new RefreshTokensRepository(manager).revokeAccount(
        current.id,
        reason,
        deps.now(),
      );
      deps.log.info({ accountId: current.id, revoked, reason }, 'sessions revoked');
      return;
    }
  }
}

/** Each event is handled once (kit inbox, in the same transaction as its effect). */
export async function subscribeToAccountEvents(bus: EventBus, deps: AccountEventDeps): Promise<void> {
  await bus.subscribe(CONSUMER, CONSUMED_EVENTS, async (event) => {
    await handleOnce(
      deps.dataSource,
      CONSUMER,
      event,
      (manager) => apply(event, manager, deps),
      deps.metrics,
    );
  });
}
