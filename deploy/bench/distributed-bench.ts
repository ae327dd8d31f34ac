import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVICES } from '../services.ts';
import { generateSecrets } from '../secrets.ts';
import { databaseUrl, startDistributed } from '../distributed/spawn-platform.ts';
import { freePorts } from '../e2e/free-ports.ts';
import { benchBooking } from './booking-bench.ts';
import type { Cleanup } from './cleanup.ts';
import { measure } from './load.ts';
import { checkOwnAccount, ownAccount, signIn } from './requests.ts';
import type { BenchResults } from './results.ts';

const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

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

/**
 * Distributed mode on the local PostgreSQL and RabbitMQ, fresh databases and free ports: the same authenticated
 * read through the gateway and straight to the accounts service, one after the other on the same processes, then
 * bookings through the gateway.
 */
export async function benchDistributed(
  results: BenchResults,
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<void> {
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  // Registered first: the services create their databases as they start.
  cleanup.add(`drop the ${prefix}_* databases`, () => dropDatabases(prefix));
  const mailDir = mkdtempSync(path.join(tmpdir(), 'teleplan-bench-mail-'));
  cleanup.add(`remove ${mailDir}`, async () => rmSync(mailDir, { recursive: true, force: true }));

  const [gatewayPort, ...servicePorts] = await freePorts(SERVICES.length + 1);
  const output: string[] = [];
  // The gateway listens on HOST from this process's environment (0.0.0.0 by default): loopback only here.
  process.env.HOST = '127.0.0.1';
  log(`distributed: starting ${SERVICES.map((service) => service.name).join(', ')} and the gateway...`);
  const platform = await startDistributed({
    pgBaseUrl: PG_URL,
    amqpUrl: AMQP_URL,
    databasePrefix: prefix,
    gatewayPort: gatewayPort!,
    servicePorts: Object.fromEntries(SERVICES.map((service, index) => [service.name, servicePorts[index]!])),
    secrets: generateSecrets(),
    mailOutboxDir: mailDir,
    seed: true,
    // Request logs off in every process, as in the standalone runs.
    env: { LOG_LEVEL: 'warn' },
    onLine: (name, line) => output.push(`[${name}] ${line}`),
    readyTimeoutMs: 90_000,
  }).catch((error: unknown) => {
    log(output.join('\n'));
    throw error;
  });
  cleanup.add('stop the distributed platform', platform.stop);
  let crashed: string | undefined;
  void platform.crashed.then(({ name, code }) => (crashed ??= `${name} exited with code ${code}`));

  const accessToken = await signIn(platform.gatewayUrl);
  const proxied = ownAccount(platform.gatewayUrl, accessToken);
  const direct = ownAccount(platform.serviceUrls.accounts!, accessToken);
  await checkOwnAccount(proxied);
  await checkOwnAccount(direct);

  log(
    `distributed: GET own account through the gateway (${results.settings.get.connections} connections)...`,
  );
  results.distributed.gateway = await measure(proxied, results.settings.get);
  log('distributed: GET own account straight to accounts...');
  results.distributed.direct = await measure(direct, results.settings.get);
  results.distributed.ratio =
    results.distributed.gateway.requestsPerSecond / results.distributed.direct.requestsPerSecond;

  log(
    `distributed: POST appointments through the gateway (${results.settings.get.connections} connections)...`,
  );
  const booking = await benchBooking(
    platform.gatewayUrl,
    databaseUrl(PG_URL, prefix, 'schedule'),
    results.settings.get,
  );
  results.booking.distributed = booking;
  const standalone = results.booking.standalone?.figures.requestsPerSecond;
  if (standalone) results.booking.share = booking.figures.requestsPerSecond / standalone;

  if (crashed) throw new Error(`A process of the distributed platform stopped during the runs: ${crashed}`);
  const warnings = output.filter((line) => /"level":(4|5|6)\d/.test(line));
  if (warnings.length) log(`distributed platform said:\n${warnings.slice(0, 20).join('\n')}`);
}
