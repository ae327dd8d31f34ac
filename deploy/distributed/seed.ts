import { openDatabase } from '@teleplan/kit/db/data-source';
import { definition as accounts } from '@teleplan/accounts';
import { seedDemoAccounts } from '@teleplan/accounts/seed';

/**
 * Creates the demo accounts in the accounts database at `url` (migrating it first) unless they exist; the
 * service's outbox relay publishes their events once it starts. Returns whether it created them.
 */
export async function seedAccountsDatabase(url: string): Promise<boolean> {
  const dataSource = await openDatabase({
    url,
    entities: accounts.entities,
    migrations: accounts.migrations,
    poolSize: 2,
  });
  try {
    return await seedDemoAccounts(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
