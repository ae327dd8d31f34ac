import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-data.ts';
import { loadOrCreateSecrets } from '../secrets.ts';
import { demoLoginTable } from '../standalone/banner.ts';
import { logLineFormatter } from './log-lines.ts';
import { REPO_ROOT, startDistributed } from './spawn-platform.ts';

/**
 * `npm run start:distributed [-- --seed]`: every service as its own process against the PostgreSQL and
 * RabbitMQ of the environment (PG_URL, AMQP_URL), the gateway on PORT (3000). Logs are pretty-printed at a
 * terminal, JSON otherwise. A process that dies is started again with back-off; SIGINT or SIGTERM stops all.
 */
const seed = process.argv.includes('--seed') || process.env.SEED_DEMO_ACCOUNTS === 'true';
const dataDir = path.join(REPO_ROOT, '.data');
const port = Number(process.env.PORT ?? 3000);
const format = logLineFormatter(process.stdout.isTTY === true);

const platform = await startDistributed({
  pgBaseUrl: process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
  amqpUrl: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  databasePrefix: process.env.DATABASE_PREFIX ?? 'teleplan',
  gatewayPort: port,
  secrets: loadOrCreateSecrets(path.join(dataDir, 'distributed-secrets.json')),
  mailOutboxDir: path.join(dataDir, 'mail-outbox'),
  smtpUrl: process.env.ACCOUNTS_SMTP_URL ?? '',
  seed,
  onLine: (name, line) => console.log(format(name, line)),
}).catch((error: unknown) => {
  console.error(
    `The distributed platform could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

console.log(
  [
    '',
    `  Teleplan (distributed) is ready at http://localhost:${port}`,
    ...Object.entries(platform.serviceUrls).map(([name, url]) => `    ${name.padEnd(14)} ${url}`),
    ...(seed
      ? ['', '  Demo logins:', ...demoLoginTable(DEMO_ACCOUNTS, DEMO_PASSWORD).map((line) => `    ${line}`)]
      : []),
    '',
  ].join('\n'),
);

// A service that dies is restarted by the platform (logged as it happens); only the operator stops them all.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: stopping every process (each is given time to drain)...`);
    void platform.stop().then(() => process.exit(0));
  });
}
