import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import {
  AccountEventPayloadSchema,
  AccountEvents,
  CredentialsChangedPayloadSchema,
} from '@teleplan/proto/events';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { consumeEvents, onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { LoginAttemptsRepository } from '../data/login-attempts.repository.ts';
import { RefreshTokensRepository } from '../data/refresh-tokens.repository.ts';
import type { Clock } from '@teleplan/kit/clock';
import { attemptKey } from '../domain/lockout.ts';

export const CONSUMER = 'authenticator';

export interface AccountEventDeps {
  dataSource: DataSource;
  metrics: ServiceMetrics;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * What account changes mean for sign-in: an enabled account (activated, re-enabled or saved by an admin) is
 * unlocked; a deactivated account, or one whose roles changed, loses its sessions; a changed password or email
 * ends every session of the account but the one that made the change (its `sid`), so a refresh token taken
 * before the change no longer works.
 */
function appliers(deps: AccountEventDeps): Record<string, EventApplier> {
  const unlockIfEnabled = onEvent(AccountEventPayloadSchema, async ({ current }, manager) => {
    if (current.enabled) await new LoginAttemptsRepository(manager).clear(attemptKey(current.email));
  });
  const endSessions = (reason: 'deactivated' | 'roles-changed') =>
    onEvent(AccountEventPayloadSchema, async ({ current }, manager) => {
      const revoked = await new RefreshTokensRepository(manager).revokeAccount(
        current.id,
        reason,
        deps.now(),
      );
      deps.log.info({ accountId: current.id, revoked, reason }, 'sessions revoked');
    });
  const endOtherSessions = onEvent(CredentialsChangedPayloadSchema, async (payload, manager) => {
    const { accountId, reason, keepSessionId } = payload;
    const revoked = await new RefreshTokensRepository(manager).revokeAccount(
      accountId,
      reason,
      deps.now(),
      keepSessionId,
    );
    deps.log.info({ accountId, revoked, reason, kept: keepSessionId }, 'sessions revoked');
  });
  return {
    [AccountEvents.accountActivated]: unlockIfEnabled,
    [AccountEvents.accountUpdated]: unlockIfEnabled,
    [AccountEvents.accountDeactivated]: endSessions('deactivated'),
    [AccountEvents.accountRolesChanged]: endSessions('roles-changed'),
    [AccountEvents.accountCredentialsChanged]: endOtherSessions,
  };
}

/** Each event is handled once (kit inbox, in the same transaction as its effect). */
export async function subscribeToAccountEvents(bus: EventBus, deps: AccountEventDeps): Promise<void> {
  await consumeEvents(bus, CONSUMER, deps, appliers(deps));
}
