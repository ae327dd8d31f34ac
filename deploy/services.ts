import path from 'node:path';
import type { SeedCredentials } from './seed/seeder.ts';

/**
 * The one list of what the platform deploys: the standalone root, the distributed starter, the Dockerfile's
 * build argument, docker-compose.yml, k8s/ and their test all follow it.
 */
export interface ServiceEntry {
  /** Folder `services/<name>`, base path `/api/<name>`, database `<prefix>_<name>`, image `teleplan-<name>`. */
  name: string;
  /** Further base paths the service answers (its definition's `aliases`; a test keeps them equal). */
  aliases: readonly string[];
  /** Port of `npm run start:distributed` (containers all listen on 8080). */
  localPort: number;
  /** The service's own environment for a given topology (keys of its config schema). */
  env(topology: Topology): Record<string, string>;
}

/** Where things are, as each service must be told. */
export interface Topology {
  /** What the browser opens, e.g. `http://localhost:3000`. */
  publicUrl: string;
  /**
   * How services reach another service's own address, base path included (internal endpoints answer there, never
   * through the gateway), e.g. `serviceUrl('accounts')` = `http://127.0.0.1:3102/api/accounts`.
   */
  serviceUrl(name: string): string;
  /**
   * How a service reaches another's public routes for a caller (with the caller's own token), base path included;
   * `serviceUrl` when absent, as a service's own port answers every route. The standalone mode's internal
   * listener answers internal endpoints only: there it is the platform's own address.
   */
  publicServiceUrl?(name: string): string;
  /** Where mails go without SMTP. */
  mailOutboxDir: string;
  /** Empty: mails go to the outbox directory. */
  smtpUrl: string;
  secrets: PlatformSecrets;
  /**
   * Set where the demo data is seeded: the super administrator accounts bootstraps on an empty database, and
   * the seeder's service client of the authenticator. Unset, neither exists.
   */
  seeding?: SeedCredentials;
}

/** Secrets generated once per installation (see `secrets.ts`), never written in the repository. */
export interface PlatformSecrets {
  /** Encrypts the authenticator's signing keys and the licenses service's licence signing key at rest. */
  keyEncryption: string;
  /** Signs captcha challenges; every accounts replica must share it. */
  captchaHmac: string;
  /** Encrypts the notification service's SMTP password and SMS token at rest. */
  notificationSecrets: string;
  /** Encrypts the bug tracker's token (the logger service's bug viewer) at rest. */
  loggerSecrets: string;
  /** material-resources' client secret at the authenticator (it calls licenses with a service token). */
  materialResourcesClient: string;
  /** notification's client secret at the authenticator (it asks schedule for satisfaction tokens). */
  notificationClient: string;
  /** indicators' client secret at the authenticator (it reads the owners' internal exports). */
  indicatorsClient: string;
}

export const SERVICES: readonly ServiceEntry[] = [
  {
    name: 'authenticator',
    aliases: [],
    localPort: 3101,
    env: (t) => ({
      AUTHENTICATOR_ISSUER: `${t.publicUrl}/api/authenticator`,
      AUTHENTICATOR_ACCOUNTS_URL: t.serviceUrl('accounts'),
      AUTHENTICATOR_KEY_ENCRYPTION_SECRET: t.secrets.keyEncryption,
      AUTHENTICATOR_SERVICE_CLIENTS: [
        `material-resources:${t.secrets.materialResourcesClient}`,
        `notification:${t.secrets.notificationClient}`,
        `indicators:${t.secrets.indicatorsClient}`,
        ...(t.seeding ? [`${t.seeding.client.id}:${t.seeding.client.secret}`] : []),
      ].join(','),
    }),
  },
  {
    name: 'accounts',
    aliases: ['user-profiles'],
    localPort: 3102,
    env: (t) => ({
      ACCOUNTS_PUBLIC_URL: t.publicUrl,
      ACCOUNTS_SMTP_URL: t.smtpUrl,
      ACCOUNTS_MAIL_OUTBOX_DIR: t.mailOutboxDir,
      ACCOUNTS_CAPTCHA_HMAC_KEY: t.secrets.captchaHmac,
      ...(t.seeding && {
        ACCOUNTS_BOOTSTRAP_ADMIN_EMAIL: t.seeding.admin.email,
        ACCOUNTS_BOOTSTRAP_ADMIN_PASSWORD: t.seeding.admin.password,
      }),
    }),
  },
  {
    name: 'material-resources',
    aliases: [],
    localPort: 3103,
    env: (t) => ({
      MATERIAL_RESOURCES_LICENSES_URL: t.serviceUrl('licenses'),
      MATERIAL_RESOURCES_TOKEN_URL: `${t.serviceUrl('authenticator')}/token`,
      MATERIAL_RESOURCES_CLIENT_ID: 'material-resources',
      MATERIAL_RESOURCES_CLIENT_SECRET: t.secrets.materialResourcesClient,
    }),
  },
  {
    name: 'licenses',
    aliases: [],
    localPort: 3104,
    env: (t) => ({ LICENSES_KEY_ENCRYPTION_SECRET: t.secrets.keyEncryption }),
  },
  {
    name: 'schedule',
    aliases: [],
    localPort: 3105,
    env: () => ({}),
  },
  {
    name: 'notification',
    aliases: [],
    localPort: 3106,
    env: (t) => ({
      NOTIFICATION_SECRETS_KEY: t.secrets.notificationSecrets,
      NOTIFICATION_PUBLIC_URL: t.publicUrl,
      NOTIFICATION_SCHEDULE_URL: t.serviceUrl('schedule'),
      NOTIFICATION_TOKEN_URL: `${t.serviceUrl('authenticator')}/token`,
      NOTIFICATION_CLIENT_ID: 'notification',
      NOTIFICATION_CLIENT_SECRET: t.secrets.notificationClient,
      // Without SMTP (standalone), patients' mails and SMS land beside accounts' mails until a mail
      // configuration is saved (mails) or an SMS gateway is set (NOTIFICATION_SMS_URL).
      ...(!t.smtpUrl && {
        NOTIFICATION_MAIL_OUTBOX_DIR: t.mailOutboxDir,
        NOTIFICATION_SMS_OUTBOX_DIR: path.join(path.dirname(t.mailOutboxDir), 'sms-outbox'),
      }),
    }),
  },
  {
    name: 'indicators',
    aliases: [],
    localPort: 3107,
    env: (t) => ({
      INDICATORS_SCHEDULE_URL: t.serviceUrl('schedule'),
      INDICATORS_MATERIAL_RESOURCES_URL: t.serviceUrl('material-resources'),
      INDICATORS_TOKEN_URL: `${t.serviceUrl('authenticator')}/token`,
      INDICATORS_CLIENT_ID: 'indicators',
      INDICATORS_CLIENT_SECRET: t.secrets.indicatorsClient,
    }),
  },
  {
    // Asks schedule and accounts with the caller's own token: no client of its own at the authenticator.
    name: 'logger',
    aliases: ['bug-hunter'],
    localPort: 3108,
    env: (t) => ({
      LOGGER_SCHEDULE_URL: (t.publicServiceUrl ?? t.serviceUrl)('schedule'),
      LOGGER_ACCOUNTS_URL: (t.publicServiceUrl ?? t.serviceUrl)('accounts'),
      LOGGER_SECRETS_KEY: t.secrets.loggerSecrets,
    }),
  },
];

export const GATEWAY = { name: 'gateway', localPort: 3000 } as const;

/** Everything that becomes its own process, image and Deployment. */
export const DEPLOYABLES: readonly string[] = [...SERVICES.map((service) => service.name), GATEWAY.name];

/** `GATEWAY_UPSTREAMS`: each base path (aliases included) to the address of the service owning it. */
export function gatewayUpstreams(addressOf: (service: string) => string): string {
  return SERVICES.flatMap((service) =>
    [service.name, ...service.aliases].map((base) => `${base}=${addressOf(service.name)}`),
  ).join(',');
}
