import type { FastifyPluginAsync } from 'fastify';
import type { Static } from 'typebox';
import { systemClock, type Clock } from '@teleplan/kit/clock';
import { inboxEntities, InboxMigration1700000000200 } from '@teleplan/kit/inbox/inbox-table';
import { registerServiceBase } from '@teleplan/kit/service-base';
import type { ServiceDefinition, ServiceDeps } from '@teleplan/kit/service-definition';
import { NotificationConfigSchema } from './config.ts';
import { MailConfigEntity, SmsConfigEntity } from './data/entities/delivery-config.entity.ts';
import { NotificationPreferencesEntity } from './data/entities/notification-preferences.entity.ts';
import { PersonEntity } from './data/entities/person.entity.ts';
import { RoomMailParametersEntity } from './data/entities/room-mail-parameters.entity.ts';
import { RoomEntity, SectorEntity } from './data/entities/room.entity.ts';
import { NotificationSchema1796000000001 } from './data/migrations/0001-initial-schema.ts';
import { PersonHasAccount1796000000002 } from './data/migrations/0002-person-has-account.ts';
import { SanitisedMailHtml1796000000003 } from './data/migrations/0003-sanitised-mail-html.ts';
import { NotificationReplicaEventIds1796000000004 } from './data/migrations/0004-replica-event-ids.ts';
import { LiveFeed1796000000005 } from './data/migrations/0005-live-feed.ts';
import { PatientMessages1796000000006 } from './data/migrations/0006-patient-messages.ts';
import { deliverMessage } from './messages/deliver-message.ts';
import type { EvaluationTokens } from './messages/evaluation-tokens.ts';
import { messagingFor } from './messages/messaging.ts';
import { startMessageQueue } from './messages/message-queue.ts';
import { messagesRoutes } from './routes/messages.routes.ts';
import type { NotificationContext } from './domain/context.ts';
import { subscribeToReplicaEvents } from './events/handlers.ts';
import { liveFeed } from './live/live-feed.ts';
import { liveSettingsOf } from './live/live-settings.ts';
import { deliveryConfigRoutes } from './routes/delivery-config.routes.ts';
import { preferencesRoutes } from './routes/preferences.routes.ts';
import { roomMailParametersRoutes } from './routes/room-mail-parameters.routes.ts';

export const SERVICE_NAME = 'notification';

type Deps = ServiceDeps<Static<typeof NotificationConfigSchema>>;

/** What tests replace: the clock, the satisfaction tokens' source (schedule). */
export interface NotificationOverrides {
  clock?: Clock;
  evaluations?: EvaluationTokens;
}

/** The service as one Fastify plugin, mounted under /api/notification by both run modes. */
export function buildNotification(deps: Deps, overrides: NotificationOverrides = {}): FastifyPluginAsync {
  return async (app) => {
    await registerServiceBase(app, {
      name: SERVICE_NAME,
      dataSource: deps.dataSource,
      bus: deps.bus,
      metrics: deps.metrics,
      auth: deps.auth,
    });
    const ctx: NotificationContext = {
      dataSource: deps.dataSource,
      secretsKey: deps.config.NOTIFICATION_SECRETS_KEY,
      smtpTimeoutMs: deps.config.NOTIFICATION_SMTP_TIMEOUT_MS,
      smtpAllowedInternalHosts: deps.config.NOTIFICATION_SMTP_ALLOWED_INTERNAL_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      log: app.log,
      clock: overrides.clock ?? systemClock,
    };

    await app.register(preferencesRoutes, { ctx });
    await app.register(roomMailParametersRoutes, { ctx });
    await app.register(deliveryConfigRoutes, { ctx });
    await app.register(liveFeed, {
      dataSource: deps.dataSource,
      bus: deps.bus,
      auth: deps.auth,
      clock: ctx.clock,
      settings: liveSettingsOf(deps.config),
    });

    const config = deps.config;
    const queue = await startMessageQueue({
      dataSource: deps.dataSource,
      log: app.log,
      retryLimit: config.NOTIFICATION_MESSAGE_RETRY_LIMIT,
      retryDelaySeconds: config.NOTIFICATION_MESSAGE_RETRY_DELAY_SECONDS,
      pollingIntervalSeconds: config.NOTIFICATION_MESSAGE_POLL_SECONDS,
    });
    app.addHook('onClose', () => queue.stop());
    const messaging = messagingFor(ctx, config, deps.fetch, overrides.evaluations);
    await queue.work((messageId, lastAttempt) => deliverMessage(messaging, messageId, lastAttempt));
    await app.register(messagesRoutes, { ctx });

    await subscribeToReplicaEvents(deps.bus, {
      dataSource: deps.dataSource,
      metrics: deps.metrics,
      messages: { jobs: queue.jobs, clock: ctx.clock, reminderHour: config.NOTIFICATION_REMINDER_HOUR },
    });
  };
}

/** The service as the composition roots mount it; tests may pass a clock. */
export function notificationDefinition(
  overrides: NotificationOverrides = {},
): ServiceDefinition<typeof NotificationConfigSchema> {
  return {
    name: SERVICE_NAME,
    configSchema: NotificationConfigSchema,
    entities: [
      ...inboxEntities,
      PersonEntity,
      RoomEntity,
      SectorEntity,
      NotificationPreferencesEntity,
      RoomMailParametersEntity,
      MailConfigEntity,
      SmsConfigEntity,
    ],
    migrations: [
      InboxMigration1700000000200,
      NotificationSchema1796000000001,
      PersonHasAccount1796000000002,
      SanitisedMailHtml1796000000003,
      NotificationReplicaEventIds1796000000004,
      LiveFeed1796000000005,
      PatientMessages1796000000006,
    ],
    build: (deps) => buildNotification(deps, overrides),
  };
}

export const definition = notificationDefinition();
