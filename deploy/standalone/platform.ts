import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { GatewayOptions, PublicConfigOptions } from '@teleplan/gateway';
import { loadConfig } from '@teleplan/kit/config';
import { createServer } from '@teleplan/kit/server';
import { openDatabase } from '@teleplan/kit/db/data-source';
import { InProcessBus } from '@teleplan/kit/bus/in-process-bus';
import {
  DeliveryStoreMigration1700000000400,
  PostgresDeliveryStore,
} from '@teleplan/kit/bus/postgres-delivery-store';
import { EVENT_SUBSCRIPTIONS } from '@teleplan/proto/event-subscriptions';
import { createServiceMetrics } from '@teleplan/kit/metrics';
import { remoteJwks } from '@teleplan/kit/auth/keys';
import { mountService } from '@teleplan/kit/run-service';
import { LogShipper } from '@teleplan/kit/logging/log-shipper';
import { PINO_LEVELS, type PinoLevelName } from '@teleplan/kit/logging/log-line';
import { SERVICES, type Topology } from '../services.ts';
import { loadOrCreateSecrets } from '../secrets.ts';
import { fetchCaller, injectCaller } from '../seed/api-caller.ts';
import { demoSeedCredentials } from '../seed/credentials.ts';
import { seedDemo, type SeedReport } from '../seed/seeder.ts';
import { stopLeftoverPostgres } from './stale-postgres.ts';
import { surveyLinks, type SurveyLinks } from './survey-links.ts';
import { leaveSignalsToTheCaller } from './postgres-signals.ts';
import { startPostgresInOwnGroup } from './postgres-own-group.ts';
import { trackRequestsUnderWay } from './requests-under-way.ts';

export interface StandaloneOptions {
  /** Holds `pg/`, `secrets.json` and `mail-outbox/`; kept between starts. */
  dataDir: string;
  webDist: string;
  /** Settles once `webDist` holds the build to serve (a build may run meanwhile). */
  webReady?: Promise<void>;
  port: number;
  host: string;
  pgPort: number;
  /** Where the server's log lines go (pino JSON). */
  logStream: Writable;
  logLevel: string;
  /**
   * Whether the lines also go to the logger service (docs/architecture.md#logs), and from which level every line
   * does (`LOG_SHIP_LEVEL`); shipped unless false.
   */
  logShipping?: false | { shipLevel?: PinoLevelName };
  /** Addresses of proxies in front whose X-Forwarded-For is believed; none by default. */
  trustedProxyHops?: number;
  /**
   * Port of the internal listener on 127.0.0.1 (service-to-service calls and the operators' metrics, which the
   * public port refuses); 0 or absent picks a free one.
   */
  internalPort?: number;
  /** Service keys the person set in the environment win over the computed ones. */
  env?: Record<string, string | undefined>;
  /** The gateway's per-address limits (the benchmark raises the token one); the gateway's defaults otherwise. */
  rateLimits?: GatewayOptions['rateLimits'];
  /** Map tiles and geocoder for the web app (none: it calls nothing outside the platform). */
  publicConfig?: PublicConfigOptions;
  /** Things the person should know about the start (a leftover database server stopped). */
  onNotice?: (message: string) => void;
}

export interface StandalonePlatform {
  app: FastifyInstance;
  url: string;
  /** The internal listener (loopback only): `<internalUrl>/api/<service>/metrics` for the operators. */
  internalUrl: string;
  /** Whether this start created demo data (first start). */
  seeded: boolean;
  /** What the demo seeder did (undefined when it failed: the reason was logged and noticed). */
  seed?: SeedReport;
  /** Satisfaction survey links, issued with the seeder's service client (the start banner, browser tests). */
  surveyLinks: SurveyLinks;
  /**
   * Stops everything, in this order: the requests under way are answered (for `REQUEST_DRAIN_MS` at most),
   * the HTTP server stops, the services' plugins close (their onClose hooks stop the outbox relays and flush
   * the mails), then the bus (deliveries under way end), the data sources, and PostgreSQL last. `app.close()`
   * alone does the same without waiting for the requests.
   */
  close(): Promise<void>;
}

/** `StandaloneOptions.logShipping` from the environment: `LOG_SHIPPING=false` keeps lines on the console only. */
export function logShippingOf(env: Record<string, string | undefined>): StandaloneOptions['logShipping'] {
  if (env.LOG_SHIPPING === 'false') return false;
  const level = env.LOG_SHIP_LEVEL;
  return level && level in PINO_LEVELS ? { shipLevel: level as PinoLevelName } : {};
}

/** How long closing waits for the requests under way (a stream of events would never end by itself). */
const REQUEST_DRAIN_MS = 5_000;

/**
 * The whole platform in one process: an embedded PostgreSQL with one database per service, the in-process
 * bus, every service mounted under its base paths behind the gateway plugin, demo accounts on first start.
 */
export async function startStandalone(options: StandaloneOptions): Promise<StandalonePlatform> {
  const publicUrl = `http://localhost:${options.port}`;
  const selfUrl = `http://127.0.0.1:${options.port}`;
  const topology: Omit<Topology, 'serviceUrl'> = {
    publicUrl,
    mailOutboxDir: path.join(options.dataDir, 'mail-outbox'),
    smtpUrl: '',
    secrets: loadOrCreateSecrets(path.join(options.dataDir, 'secrets.json')),
    seeding: demoSeedCredentials(),
  };
  const issuer = `${publicUrl}/api/authenticator`;

  const pgDir = path.join(options.dataDir, 'pg');
  if (await stopLeftoverPostgres(pgDir))
    options.onNotice?.('Stopped the PostgreSQL left running by an earlier start.');
  // The database server starts while the services' code loads (both take about a second).
  const [pg, { DEFINITIONS }, { gateway, canonicalUrl, listenInternal }] = await Promise.all([
    startPostgresInOwnGroup({ dataDir: pgDir, port: options.pgPort, persistent: true }),
    import('../definitions.ts'),
    import('@teleplan/gateway'),
  ]);

  // The services' databases are created and migrated while the bus's is (each is its own database).
  const opening = Promise.all(
    DEFINITIONS.map((definition) =>
      openDatabase({
        url: pg.url(`teleplan_${definition.name}`),
        entities: definition.entities,
        migrations: definition.migrations,
        poolSize: 5,
      }),
    ),
  );
  // Awaited below, once the bus is there; a failure of the bus's database comes first.
  opening.catch(() => undefined);
  // The bus's own database, as RabbitMQ's queues are the distributed mode's: what a stop leaves undelivered
  // (retrying, parked, or for a service not mounted yet) is handed over at the next start.
  const busDatabase = await openDatabase({
    url: pg.url('teleplan_bus'),
    entities: [],
    migrations: [DeliveryStoreMigration1700000000400],
    poolSize: 3,
  }).catch(async (error: unknown) => {
    await opening.catch(() => undefined);
    await pg.stop();
    throw error;
  });
  const dataSources: DataSource[] = [busDatabase];
  // One process, one logger: a line names the service whose plugin wrote it (`mountService`), else `teleplan`.
  const shipper =
    options.logShipping === false
      ? undefined
      : new LogShipper({ service: 'teleplan', shipLevel: options.logShipping?.shipLevel });
  const app = createServer({
    name: 'teleplan',
    logger: { level: options.logLevel, stream: shipper?.destination(options.logStream) ?? options.logStream },
    trustedProxyHops: options.trustedProxyHops ?? 0,
    rewriteUrl: canonicalUrl,
  });
  const bus = new InProcessBus({
    logger: app.log,
    store: new PostgresDeliveryStore(busDatabase),
    subscriptions: EVENT_SUBSCRIPTIONS,
  });
  shipper?.attach(bus);
  const requests = trackRequestsUnderWay(app);
  let released: Promise<void> | undefined;
  const release = () =>
    (released ??= (async () => {
      await shipper?.close();
      await bus.close();
      await Promise.all(dataSources.map((dataSource) => dataSource.destroy()));
      await pg.stop();
    })());
  // Closing, last: registered on the root before any plugin, so Fastify runs it after the plugins' onClose
  // hooks (children before parents), i.e. once the services have stopped their relays.
  app.addHook('onClose', release);

  try {
    const opened = await opening;
    dataSources.push(...opened);

    // Services reach each other's internal endpoints here, as they do on their own ports when distributed.
    const internal = await listenInternal(app, { port: options.internalPort ?? 0 });
    const serviceUrl = (name: string) => `${internal.url}/api/${name}`;
    // A caller's own reads (the logger asking schedule whether the caller may see an appointment) go to the
    // public port: the internal listener answers internal endpoints only.
    const publicServiceUrl = (name: string) => `${selfUrl}/api/${name}`;

    await options.webReady;
    await app.register(gateway, {
      webDist: options.webDist,
      services: DEFINITIONS,
      rateLimits: options.rateLimits,
      publicConfig: options.publicConfig,
    });
    for (const [index, definition] of DEFINITIONS.entries()) {
      const entry = SERVICES.find((service) => service.name === definition.name);
      const env = {
        ...entry?.env({ ...topology, serviceUrl, publicServiceUrl }),
        ...pickDefined(options.env ?? {}),
      };
      await mountService(app, definition, {
        config: loadConfig(definition.configSchema, env),
        dataSource: opened[index]!,
        bus,
        metrics: createServiceMetrics(definition.name),
        auth: { keys: remoteJwks(`${selfUrl}/api/authenticator`), issuer },
        // Calls to another service's internal endpoints stay in this process (no socket, no HTTP parsing).
        fetch: internal.fetch,
      });
    }

    // Nothing is written by people before a cluster this start initialised is on disk.
    await pg.onDisk;
    // Listening first: signing in makes the authenticator call accounts, and accounts fetch the keys, over HTTP.
    await app.listen({ port: options.port, host: options.host });
    app.log.info({ keep: true, port: options.port }, 'platform started');
    const seed = await seedThroughTheApi(app, internal.url, topology.seeding!, options.onNotice);
    const seeded = (seed?.created.length ?? 0) > 0;
    // From now on the caller closes the platform on SIGINT/SIGTERM (`closeOnSignals` below for `npm start`).
    leaveSignalsToTheCaller();
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        await requests.settled(REQUEST_DRAIN_MS);
        await app.close();
      })());
    const links = surveyLinks(
      { gateway: injectCaller(app, ''), schedule: fetchCaller(`${internal.url}/api/schedule`) },
      topology.seeding!,
      publicUrl,
    );
    return { app, url: publicUrl, internalUrl: internal.url, seeded, seed, surveyLinks: links, close };
  } catch (error) {
    await app.close().catch(() => undefined);
    await release();
    throw error;
  }
}

/**
 * The demo data through the platform's own API. A failure (e.g. someone changed the demo administrator's
 * password) leaves the platform serving what it has, with a notice.
 */
async function seedThroughTheApi(
  app: FastifyInstance,
  internalUrl: string,
  seeding: NonNullable<Topology['seeding']>,
  onNotice: StandaloneOptions['onNotice'],
): Promise<SeedReport | undefined> {
  try {
    return await seedDemo(
      {
        gateway: injectCaller(app, ''),
        // Internal endpoints answer only on the internal listener, as they do on a service's own port.
        accounts: fetchCaller(`${internalUrl}/api/accounts`),
        // A provisioning call books hundreds of appointments.
        schedule: fetchCaller(`${internalUrl}/api/schedule`, 120_000),
      },
      seeding,
    );
  } catch (error) {
    app.log.warn({ err: error }, 'demo data not seeded');
    onNotice?.(
      `The demo data could not be checked: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/** `npm start`'s way out: closes the platform, in order, on SIGINT or SIGTERM, then exits. */
export function closeOnSignals(platform: StandalonePlatform): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      platform.app.log.info({ signal, keep: true }, 'shutting down');
      platform.close().then(
        () => process.exit(0),
        (error: unknown) => {
          platform.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

function pickDefined(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
