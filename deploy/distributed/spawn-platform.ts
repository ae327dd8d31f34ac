import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { demoSeedCredentials } from '../seed/credentials.ts';
import type { SeedReport } from '../seed/seeder.ts';
import { seedDistributed } from './seed.ts';
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
  readyTimeoutMs?: number;
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
  /** Resolves when one of the processes exits on its own after the start. */
  crashed: Promise<{ name: string; code: number | null }>;
  stop(): Promise<void>;
}

/** The database URL of service `name` on the server of `pgBaseUrl`. */
export function databaseUrl(pgBaseUrl: string, prefix: string, name: string): string {
  const url = new URL(pgBaseUrl);
  url.pathname = `/${prefix}_${name.replace(/-/g, '_')}`;
  return url.toString();
}

interface Running {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

function launch(
  name: string,
  entry: string,
  env: Record<string, string>,
  onLine: (name: string, line: string) => void,
): Running {
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => onLine(name, line));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited };
}

/** Polls `url` until it answers 200, or fails when the process exits first or the time is up. */
async function waitReady(running: Running, url: string, timeoutMs: number): Promise<void> {
  let exitCode: number | null | undefined;
  void running.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${running.name} exited with code ${exitCode} during start`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) })
      .then((answer) => answer.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${running.name} not ready at ${url} after ${timeoutMs} ms`);
}

async function stopAll(processes: readonly Running[]): Promise<void> {
  await Promise.all(
    processes.map(async ({ child, exited }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/**
 * Distributed mode on one host: every service as its own process (`node services/<name>/src/
 * main.ts`) with its own database and RabbitMQ, then the gateway in front. Rejects, after stopping whatever it
 * started, when a process exits or is not ready in time.
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

  const processes: Running[] = [];
  try {
    for (const service of SERVICES) {
      processes.push(
        launch(
          service.name,
          `services/${service.name}/src/main.ts`,
          {
            ...options.env,
            PORT: String(portOf(service.name, service.localPort)),
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl(options.pgBaseUrl, options.databasePrefix, service.name),
            AMQP_URL: options.amqpUrl,
            AUTH_ISSUER: `${publicUrl}/api/authenticator`,
            AUTH_JWKS_URL: `${serviceUrls.authenticator}/api/authenticator`,
            TRUSTED_PROXY_HOPS: '1',
            ...service.env(topology),
          },
          onLine,
        ),
      );
    }
    await Promise.all(
      processes.map((running) =>
        waitReady(running, `${serviceUrls[running.name]}/api/${running.name}/ready`, timeoutMs),
      ),
    );

    const upstreams = gatewayUpstreams((name) => serviceUrls[name]!);
    const gateway = launch(
      GATEWAY.name,
      'gateway/src/main.ts',
      {
        ...options.env,
        PORT: String(options.gatewayPort),
        HOST: process.env.HOST ?? '0.0.0.0',
        GATEWAY_UPSTREAMS: upstreams,
        // Reached straight from the browser here: no proxy in front to trust.
        TRUSTED_PROXY_HOPS: '0',
        GATEWAY_WEB_DIST: path.join(REPO_ROOT, 'web', 'dist'),
      },
      onLine,
    );
    processes.push(gateway);
    const gatewayUrl = `http://127.0.0.1:${options.gatewayPort}`;
    await waitReady(gateway, `${gatewayUrl}/api/gateway/ready`, timeoutMs);
    const seed =
      topology.seeding &&
      (await seedDistributed({ gatewayUrl, accountsUrl: serviceUrls.accounts! }, topology.seeding));

    const crashed = Promise.race(processes.map(async ({ name, exited }) => ({ name, code: await exited })));
    let stopping: Promise<void> | undefined;
    return { gatewayUrl, serviceUrls, seed, crashed, stop: () => (stopping ??= stopAll(processes)) };
  } catch (error) {
    await stopAll(processes);
    throw error;
  }
}
