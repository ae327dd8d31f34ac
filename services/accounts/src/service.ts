import type { FastifyPluginAsync } from 'fastify';
import type { Static } from 'typebox';
import { systemClock, type Clock } from '@teleplan/kit/clock';
import type { ServiceDefinition, ServiceDeps } from '@teleplan/kit/service-definition';
import { registerServiceBase } from '@teleplan/kit/service-base';
import { inboxEntities, InboxMigration1700000000200 } from '@teleplan/kit/inbox/inbox-table';
import type { OutboxRelay } from '@teleplan/kit/outbox/outbox-relay';
import { startOutboxRelay } from '@teleplan/kit/outbox/start-outbox-relay';
import { OutboxMigration1700000000100, outboxEntities } from '@teleplan/kit/outbox/outbox-table';
import { AccountsConfigSchema } from './config.ts';
import { AccountEntity } from './data/entities/account.entity.ts';
import { PasswordTokenEntity } from './data/entities/password-token.entity.ts';
import { ProfileEntity } from './data/entities/profile.entity.ts';
import { RoomReplicaEntity, RoomUserReplicaEntity } from './data/entities/room-replica.entity.ts';
import { SectorDoctorEntity } from './data/entities/sector-doctor.entity.ts';
import { SectorReplicaEntity } from './data/entities/sector-replica.entity.ts';
import { UsedCaptchaEntity } from './data/entities/used-captcha.entity.ts';
import { InitialSchema1795000000001 } from './data/migrations/0001-initial-schema.ts';
import { ListIndexes1795000000002 } from './data/migrations/0002-list-indexes.ts';
import { ResourceReplicas1795000000003 } from './data/migrations/0003-resource-replicas.ts';
import { SearchName1795000000004 } from './data/migrations/0004-search-name.ts';
import { ListVersion1795000000005 } from './data/migrations/0005-list-version.ts';
import { ProfileLanguage1795000000006 } from './data/migrations/0006-profile-language.ts';
import { ProfileListCache } from './data/profile-list-cache.ts';
import { UsedCaptchaRepository } from './data/used-captcha.repository.ts';
import { DetachedTasks, type BackgroundTasks } from './domain/background-tasks.ts';
import { Captcha } from './domain/captcha.ts';
import type { AccountsContext } from './domain/context.ts';
import { PasswordHasher } from './domain/password-hasher.ts';
import { assertBootstrapAdmin, bootstrapSuperAdmin } from './domain/provisioning.ts';
import { subscribeToEvents } from './events/handlers.ts';
import { createMailer, MailDispatcher, type Mailer } from './mail/mailer.ts';
import { internalRoutes } from './routes/internal.routes.ts';
import { ownAccountRoutes } from './routes/own-account.routes.ts';
import { passwordRoutes } from './routes/password.routes.ts';
import { provisioningRoutes } from './routes/provisioning.routes.ts';
import { profileRoutes } from './routes/profiles.routes.ts';
import { staffRoutes } from './routes/staff.routes.ts';
import { staffSearchRoutes } from './routes/staff-search.routes.ts';

type Deps = ServiceDeps<Static<typeof AccountsConfigSchema>>;

/** What tests replace: the clock (24-hour links), the mail transport and the runner of background tasks. */
export interface AccountsOverrides {
  clock?: Clock;
  mailer?: Mailer;
  background?: BackgroundTasks;
}

/** The accounts service's state, shared by its registrations under both base paths. */
export interface AccountsRuntime {
  ctx: AccountsContext;
  relay: OutboxRelay;
}

/**
 * The service as one plugin. The kit mounts it under /api/accounts and /api/user-profiles: both registrations
 * share one context, one outbox relay and one captcha key.
 */
export function buildAccounts(
  deps: Deps,
  overrides: AccountsOverrides = {},
): FastifyPluginAsync & { runtime?: AccountsRuntime } {
  const plugin: FastifyPluginAsync & { runtime?: AccountsRuntime } = async (app) => {
    await registerServiceBase(app, {
      name: 'accounts',
      dataSource: deps.dataSource,
      bus: deps.bus,
      metrics: deps.metrics,
      auth: deps.auth,
    });
    if (!plugin.runtime) {
      const config = deps.config;
      const mailer =
        overrides.mailer ??
        createMailer(
          {
            smtpUrl: config.ACCOUNTS_SMTP_URL,
            from: config.ACCOUNTS_MAIL_FROM,
            outboxDir: config.ACCOUNTS_MAIL_OUTBOX_DIR,
          },
          app.log,
        );
      const mail = new MailDispatcher(mailer, app.log);
      const background = overrides.background ?? new DetachedTasks(app.log);
      const relay = startOutboxRelay(app, deps, {
        // Background tasks may still write events and send mails.
        beforeStop: () => background.flush(),
        afterStop: () => mail.flush(),
      });
      plugin.runtime = {
        relay,
        ctx: {
          dataSource: deps.dataSource,
          clock: overrides.clock ?? systemClock,
          hasher: new PasswordHasher({
            memoryKib: config.ACCOUNTS_ARGON2_MEMORY_KIB,
            timeCost: config.ACCOUNTS_ARGON2_TIME_COST,
          }),
          captcha: new Captcha({
            hmacKey: config.ACCOUNTS_CAPTCHA_HMAC_KEY,
            cost: config.ACCOUNTS_CAPTCHA_COST,
            maxCounter: config.ACCOUNTS_CAPTCHA_MAX_COUNTER,
            ttlSeconds: config.ACCOUNTS_CAPTCHA_TTL_SECONDS,
            store: new UsedCaptchaRepository(deps.dataSource.manager),
          }),
          mail,
          background,
          listMatches: new ProfileListCache(),
          kickOutbox: () => relay.kick(),
          publicUrl: config.ACCOUNTS_PUBLIC_URL,
          tokenTtlHours: config.ACCOUNTS_TOKEN_TTL_HOURS,
        },
      };
      await subscribeToEvents(deps.bus, { dataSource: deps.dataSource, metrics: deps.metrics });
      const admin = {
        email: config.ACCOUNTS_BOOTSTRAP_ADMIN_EMAIL,
        password: config.ACCOUNTS_BOOTSTRAP_ADMIN_PASSWORD,
      };
      assertBootstrapAdmin(admin);
      const { ctx } = plugin.runtime;
      // Once every service of the process has subscribed (standalone mounts accounts before its consumers):
      // the super admin's events then reach every replica, as any account creation does.
      app.addHook('onReady', async () => {
        await bootstrapSuperAdmin(ctx, admin);
      });
    }
    const { ctx } = plugin.runtime;
    await app.register(profileRoutes, { ctx });
    await app.register(staffRoutes, { ctx });
    await app.register(staffSearchRoutes, { ctx });
    await app.register(ownAccountRoutes, { ctx });
    await app.register(passwordRoutes, { ctx });
    await app.register(internalRoutes, { ctx });
    await app.register(provisioningRoutes, { ctx });
  };
  return plugin;
}

export const definition: ServiceDefinition<typeof AccountsConfigSchema> = {
  name: 'accounts',
  aliases: ['user-profiles'],
  configSchema: AccountsConfigSchema,
  entities: [
    ...outboxEntities,
    ...inboxEntities,
    ProfileEntity,
    AccountEntity,
    PasswordTokenEntity,
    UsedCaptchaEntity,
    SectorDoctorEntity,
    SectorReplicaEntity,
    RoomReplicaEntity,
    RoomUserReplicaEntity,
  ],
  migrations: [
    OutboxMigration1700000000100,
    InboxMigration1700000000200,
    InitialSchema1795000000001,
    ListIndexes1795000000002,
    ResourceReplicas1795000000003,
    SearchName1795000000004,
    ListVersion1795000000005,
    ProfileLanguage1795000000006,
  ],
  build: (deps) => buildAccounts(deps),
};
