import type { EntityManager } from 'typeorm';
import { AccountEntity, type AccountRow } from './entities/account.entity.ts';
import { ProfileEntity, type ProfileRow } from './entities/profile.entity.ts';

/** The reads and writes of the first super administrator. */
export class ProvisioningRepository {
  readonly manager: EntityManager;

  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async anyAccount(): Promise<boolean> {
    const [row] = await this.manager.query<{ found: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM account) AS found',
    );
    return row?.found ?? false;
  }

  /** Makes a second process bootstrapping at the same moment wait for this transaction (inside one only). */
  async lockAccountTable(): Promise<void> {
    await this.manager.query('LOCK TABLE account IN SHARE ROW EXCLUSIVE MODE');
  }

  async insertPerson(profile: ProfileRow, account: AccountRow): Promise<void> {
    await this.manager.getRepository(ProfileEntity).insert(profile);
    await this.manager.getRepository(AccountEntity).insert(account);
  }
}
