import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVICES } from '../services.ts';
import { generateSecrets } from '../secrets.ts';
import {
  databaseUrl,
  startDistributed,
  type DistributedOptions,
  type DistributedPlatform,
} from '../distributed/spawn-platform.ts';
import type { ExitReport } from '../distributed/supervisor.ts';
import { freePorts } from '../e2e/free-ports.ts';
import type { Cleanup } from './cleanup.ts';

export const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

async function dropDatabases(prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  try {
    for (const service of SERVICES) {
      const name = new URL(databaseUrl(PG_URL, prefix, service.name)).pathname.slice(1);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

export interface BenchPlatform {
  platform: DistributedPlatform;
  /** The database of service `name` on the local PostgreSQL (straight, whatever the service is given). */
  databaseUrl(name: string): string;
  /** Every line the processes wrote. */
  output: string[];
  /** Processes that died after the start (each restarted by the platform). */
  exits: ExitReport[];
}

/**
 * The distributed platform of a benchmark phase on the local PostgreSQL and RabbitMQ: fresh `bench_<random>_*`
 * databases, free ports, demo data seeded, request logs off; stopped and dropped by `cleanup`.
 */
export async function startBenchPlatform(
  cleanup: Cleanup,
  log: (line: string) => void,
  options: Pick<DistributedOptions, 'backoff'> & {
    /** Services given their database on another port of this host (a proxy the benchmark controls). */
    serviceDatabasePorts?: Record<string, number>;
    /** Every process given RabbitMQ on another port of this host (a proxy the benchmark controls). */
    amqpPort?: number;
    /** Extra environment of one service, by name. */
    serviceEnv?: Record<string, Record<string, string>>;
  } = {},
): Promise<BenchPlatform> {
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  const serviceEnv: Record<string, Record<string, string>> = { ...options.serviceEnv };
  for (const [name, port] of Object.entries(options.serviceDatabasePorts ?? {})) {
    const url = new URL(databaseUrl(PG_URL, prefix, name));
    url.port = String(port);
    serviceEnv[name] = { ...serviceEnv[name], DATABASE_URL: url.toString() };
  }
  const amqpUrl = new URL(AMQP_URL);
  if (options.amqpPort) amqpUrl.port = String(options.amqpPort);
  // Registered first: the services create their databases as they start.
  cleanup.add(`drop the ${prefix}_* databases`, () => dropDatabases(prefix));
  const mailDir = mkdtempSync(path.join(tmpdir(), 'teleplan-bench-mail-'));
  cleanup.add(`remove ${mailDir}`, async () => rmSync(mailDir, { recursive: true, force: true }));

  const [gatewayPort, ...servicePorts] = await freePorts(SERVICES.length + 1);
  const output: string[] = [];
  const exits: ExitReport[] = [];
  // The gateway listens on HOST from this process's environment (0.0.0.0 by default): loopback only here.
  process.env.HOST = '127.0.0.1';
  log(`distributed: starting ${SERVICES.map((service) => service.name).join(', ')} and the gateway...`);
  const platform = await startDistributed({
    ...(options.backoff && { backoff: options.backoff }),
    serviceEnv,
    pgBaseUrl: PG_URL,
    amqpUrl: amqpUrl.toString(),
    databasePrefix: prefix,
    gatewayPort: gatewayPort!,
    servicePorts: Object.fromEntries(SERVICES.map((service, index) => [service.name, servicePorts[index]!])),
    secrets: generateSecrets(),
    mailOutboxDir: mailDir,
    seed: true,
    // Request logs off in every process, as in the standalone runs.
    env: { LOG_LEVEL: 'warn' },
    onLine: (name, line) => output.push(`[${name}] ${line}`),
    onExit: (report) => exits.push(report),
    readyTimeoutMs: 90_000,
  }).catch((error: unknown) => {
    log(output.join('\n'));
    throw error;
  });
  cleanup.add('stop the distributed platform', platform.stop);
  return { platform, databaseUrl: (name) => databaseUrl(PG_URL, prefix, name), output, exits };
}
