import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@teleplan/accounts/seed';
import { demoLoginTable } from '../standalone/banner.ts';
import { seedAccountsDatabase } from './seed.ts';

/** Creates the demo accounts in the accounts database of DATABASE_URL (docker compose `seed`, k8s dev Job). */
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL (the accounts database) is required');
  process.exit(1);
}
const created = await seedAccountsDatabase(url);
console.log(created ? 'Demo accounts created:' : 'Demo accounts already present:');
for (const line of demoLoginTable(DEMO_ACCOUNTS, DEMO_PASSWORD)) console.log(`  ${line}`);
