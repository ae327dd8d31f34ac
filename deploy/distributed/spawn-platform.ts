import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { demoSeedCredentials } from '../seed/credentials.ts';
import type { SeedReport } from '../seed/seeder.ts';
import { seedDistributed } from './seed.ts';
import { Supervisor, type BackoffPolicy, type ExitReport } from './supervisor.ts';
import { GATEWAY, SERVICES, gatewayUpstreams, type PlatformSecrets, type Topology } from '../services.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface DistributedOptions {
  /** PostgreSQL server URL without a database, e.g. `postgres://postgres@127.0.0.1:5432`. */
  pgBaseUrl: string;
  amqpUrl: string;
  /** Databases are `<databasePrefix>_<service>`. */
  databasePrefix: string;
  gatewayPort: number;
  /** Port of each service by name; defaults to `SERVICES[].localPort`. */
  servicePorts?: Record<string, number>;
  secrets: PlatformSecrets;
  mailOutboxDir: string;
  smtpUrl?: string;
  /** Every line the processes write, prefixed with their name. */
  onLine?: (name: string, line: string) => void;
  /** Extra environment for every process (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
  /** Extra environment of one service, by name, over everything else (e.g. another DATABASE_URL). */
  serviceEnv?: Record<string, Record<string, string>>;
  readyTimeoutMs?: number;
  /** How a process that died after the start is restarted (default `DEFAULT_BACKOFF`). */
  backoff?: BackoffPolicy;
  /** Told of each unexpected exit after the start (already logged through `onLine`). */
  onExit?: (report: ExitReport) => void;
  /**
   * Seed the demo data through the APIs once everything is ready (what exists is left as it is): accounts
   * then bootstraps the demo super administrator, and the authenticator knows the seeder's service client.
   */
  seed?: boolean;
}

export interface DistributedPlatform {
  gatewayUrl: string;
  /** Where each service answers directly, e.g. `http://127.0.0.1:3102`. */
  serviceUrls: Record<string, string>;
  /** What the demo seeder did, when `seed` was asked. */
  seed?: SeedReport;
  /** Resolves at the first process that exits on its own after the start (it is then started again). */
  crashed: Promise<ExitReport>;
  /** The pid of the process now running as `name` (a service or `gateway`), none while it waits to restart. */
  pid(name: string): number | undefined;
  /** SIGTERM to every process, time to drain, then SIGKILL; restarts end. */
  stop(): Promise<void>;
}

/** The database URL of service `name` on the server of `pgBaseUrl`. */
export function databaseUrl(pgBaseUrl: string, prefix: string, name: string): string {
  const url = new URL(pgBaseUrl);
  url.pathname = `/${prefix}_${name.replace(/-/g, '_')}`;
  return url.toString();
}

function launch(
  name: string,
  entry: string,
  env: Record<string, string>,
  onLine: (name: string, line: string) => void,
): ChildProcess {
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => onLine(name, line));
  }
  return child;
}

/** Polls `url` until it answers 200, or fails when the process exited first (`failed`) or the time is up. */
async function waitReady(
  name: string,
  url: string,
  timeoutMs: number,
  failed: () => ExitReport | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = failed();
    if (exit) throw new Error(`${name} exited with ${exit.signal ?? `code ${exit.code}`} during start`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) })
      .then((answer) => answer.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} not ready at ${url} after ${timeoutMs} ms`);
}

/**
 * Distributed mode on one host: every service as its own process (`node services/<name>/src/
 * main.ts`) with its own database and RabbitMQ, then the gateway in front. Rejects, after stopping whatever it
 * started, when a process exits or is not ready in time. Once started, a process that dies is started again with
 * back-off while the others keep serving; only `stop()` ends them.
 */
export async function startDistributed(options: DistributedOptions): Promise<DistributedPlatform> {
  const onLine = options.onLine ?? ((name, line) => console.log(`[${name}] ${line}`));
  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  const portOf = (name: string, fallback: number) => options.servicePorts?.[name] ?? fallback;
  const serviceUrls = Object.fromEntries(
    SERVICES.map((s) => [s.name, `http://127.0.0.1:${portOf(s.name, s.localPort)}`]),
  );
  const publicUrl = `http://localhost:${options.gatewayPort}`;
  const topology: Topology = {
    publicUrl,
    serviceUrl: (name) => `${serviceUrls[name]}/api/${name}`,
    mailOutboxDir: options.mailOutboxDir,
    smtpUrl: options.smtpUrl ?? '',
    secrets: options.secrets,
    seeding: options.seed ? demoSeedCredentials() : undefined,
  };

  const startFailures = new Map<string, ExitReport>();
  let started = false;
  let reportCrash: (report: ExitReport) => void = () => {};
  const crashed = new Promise<ExitReport>((resolve) => (reportCrash = resolve));
  const supervisor = new Supervisor({
    ...(options.backoff && { backoff: options.backoff }),
    onExit: (report) => {
      onLine(
        report.name,
        `exited (${report.signal ?? `code ${report.code}`}) after ${report.upMs} ms; ` +
          `restarting in ${report.restartInMs} ms`,
      );
      if (!started) {
        startFailures.set(report.name, report);
        return;
      }
      reportCrash(report);
      options.onExit?.(report);
    },
  });
  const ready = (name: string, url: string) => waitReady(name, url, timeoutMs, () => startFailures.get(name));
  try {
    for (const service of SERVICES) {
      const env = {
        ...options.env,
        PORT: String(portOf(service.name, service.localPort)),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(options.pgBaseUrl, options.databasePrefix, service.name),
        AMQP_URL: options.amqpUrl,
        AUTH_ISSUER: `${publicUrl}/api/authenticator`,
        AUTH_JWKS_URL: `${serviceUrls.authenticator}/api/authenticator`,
        TRUSTED_PROXY_HOPS: '1',
        ...service.env(topology),
        ...options.serviceEnv?.[service.name],
      };
      supervisor.add(service.name, () =>
        launch(service.name, `services/${service.name}/src/main.ts`, env, onLine),
      );
    }
    await Promise.all(SERVICES.map(({ name }) => ready(name, `${serviceUrls[name]}/api/${name}/ready`)));

    const gatewayEnv = {
      ...options.env,
      PORT: String(options.gatewayPort),
      HOST: process.env.HOST ?? '0.0.0.0',
      GATEWAY_UPSTREAMS: gatewayUpstreams((name) => serviceUrls[name]!),
      AMQP_URL: options.amqpUrl,
      // Reached straight from the browser here: no proxy in front to trust.
      TRUSTED_PROXY_HOPS: '0',
      GATEWAY_WEB_DIST: path.join(REPO_ROOT, 'web', 'dist'),
    };
    supervisor.add(GATEWAY.name, () => launch(GATEWAY.name, 'gateway/src/main.ts', gatewayEnv, onLine));
    const gatewayUrl = `http://127.0.0.1:${options.gatewayPort}`;
    await ready(GATEWAY.name, `${gatewayUrl}/api/gateway/ready`);
    started = true;
    const seed =
      topology.seeding &&
      (await seedDistributed(
        { gatewayUrl, accountsUrl: serviceUrls.accounts!, scheduleUrl: serviceUrls.schedule! },
        topology.seeding,
      ));

    return {
      gatewayUrl,
      serviceUrls,
      seed,
      crashed,
      pid: (name) => supervisor.current(name)?.pid,
      stop: () => supervisor.stop(),
    };
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
}
