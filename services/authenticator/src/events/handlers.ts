import type { FastifyBaseLogger } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { Value } from 'typebox/value';
import {
  AccountEventPayloadSchema,
  AccountEvents,
  CredentialsChangedPayloadSchema,
  type EventEnvelope,
} from '@teleplan/proto/events';
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
  AccountEvents.accountCredentialsChanged,
] as const;

export interface AccountEventDeps {
  dataSource: DataSource;
  metrics: ServiceMetrics;
  now: Clock;
  log: FastifyBaseLogger;
}

const malformed = (event: EventEnvelope) => new Error(`malformed ${event.type} payload`);

/**
 * A changed password or email ends every session of the account but the one that made the change (its
 * `sid`), so a refresh token taken before the change no longer works.
 */
async function endOtherSessions(event: EventEnvelope, manager: EntityManager, deps: AccountEventDeps) {
  if (!Value.Check(CredentialsChangedPayloadSchema, event.payload)) throw malformed(event);
  const { accountId, reason, keepSessionId } = event.payload;
  const revoked = await new RefreshTokensRepository(manager).revokeAccount(
    accountId,
    reason,
    deps.now(),
    keepSessionId,
  );
  deps.log.info({ accountId, revoked, reason, kept: keepSessionId }, 'sessions revoked');
}

/**
 * What account changes mean for sign-in: an enabled account (activated, re-enabled or saved by an admin) is
 * unlocked; a deactivated account, or one whose roles changed, loses its sessions.
 */
async function apply(event: EventEnvelope, manager: EntityManager, deps: AccountEventDeps): Promise<void> {
  if (event.type === AccountEvents.accountCredentialsChanged) return endOtherSessions(event, manager, deps);
  if (!Value.Check(AccountEventPayloadSchema, event.payload)) throw malformed(event);
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
