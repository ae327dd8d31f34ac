import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_PASSWORD } from '../seed/demo-data.ts';
import { demoLoginTable } from '../standalone/banner.ts';
import { seedDistributed } from './seed.ts';

/**
 * Seeds the demo data of a running platform through its APIs (docker compose `seed`, k8s dev Job):
 * TELEPLAN_URL the gateway, ACCOUNTS_URL and SCHEDULE_URL the accounts and schedule services (their internal
 * calls), SEED_SERVICE_CLIENT the
 * `id:secret` also listed in the authenticator's AUTHENTICATOR_SERVICE_CLIENTS, and the super administrator
 * to sign in as (ACCOUNTS_BOOTSTRAP_ADMIN_EMAIL/_PASSWORD, the demo one by default).
 */
const env = process.env;
const client = env.SEED_SERVICE_CLIENT ?? '';
const colon = client.indexOf(':');
if (!env.TELEPLAN_URL || !env.ACCOUNTS_URL || !env.SCHEDULE_URL || colon < 1) {
  console.error('TELEPLAN_URL, ACCOUNTS_URL, SCHEDULE_URL and SEED_SERVICE_CLIENT (id:secret) are required');
  process.exit(1);
}
const report = await seedDistributed(
  { gatewayUrl: env.TELEPLAN_URL, accountsUrl: env.ACCOUNTS_URL, scheduleUrl: env.SCHEDULE_URL },
  {
    admin: {
      email: env.ACCOUNTS_BOOTSTRAP_ADMIN_EMAIL || DEMO_ADMIN.email,
      password: env.ACCOUNTS_BOOTSTRAP_ADMIN_PASSWORD || DEMO_ADMIN.password,
    },
    client: { id: client.slice(0, colon), secret: client.slice(colon + 1) },
  },
).catch((error: unknown) => {
  console.error(`Demo data not seeded: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(
  report.created.length > 0
    ? `Demo data created (${report.created.length} people):`
    : 'Demo data already present:',
);
for (const line of report.skipped) console.log(`  left as is: ${line}`);
for (const line of demoLoginTable(DEMO_ACCOUNTS, DEMO_PASSWORD)) console.log(`  ${line}`);
