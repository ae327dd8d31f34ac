import type { EntityManager } from 'typeorm';
import { AccountEntity, type AccountRow } from './entities/account.entity.ts';
import { PasswordTokenEntity, type PasswordTokenRow } from './entities/password-token.entity.ts';
import { ProfileEntity, type ProfileRow } from './entities/profile.entity.ts';

/** The reads and writes of the operators' features: the first super administrator and provisioning links. */
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

  /** The account `id`, locked until the transaction ends, or null. */
  async lockedAccount(id: string): Promise<AccountRow | null> {
    return this.manager
      .getRepository(AccountEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Stores `link` as the account's only open activation link (older open ones are closed at its creation). */
  async replaceActivationLink(link: PasswordTokenRow): Promise<void> {
    await this.manager.query(
      `UPDATE password_token SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL AND kind = 'activation'`,
      [link.accountId, link.createdAt],
    );
    await this.manager.getRepository(PasswordTokenEntity).insert(link);
  }
}
