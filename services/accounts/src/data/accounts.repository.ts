import type { EntityManager, Repository } from 'typeorm';
import { AccountEntity, type AccountRow } from './entities/account.entity.ts';
import { ProfileEntity, type ProfileRow } from './entities/profile.entity.ts';

/** Accounts, read and written with one EntityManager (the DataSource's or a transaction's). */
export class AccountsRepository {
  private readonly accounts: Repository<AccountRow>;
  private readonly profiles: Repository<ProfileRow>;

  constructor(manager: EntityManager) {
    this.accounts = manager.getRepository(AccountEntity);
    this.profiles = manager.getRepository(ProfileEntity);
  }

  /** The account `id`; `lock` takes a row lock until the transaction ends. */
  find(id: string, lock = false): Promise<AccountRow | null> {
    return this.accounts.findOne({
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The account whose profile holds `email`, with that profile. */
  async findByEmail(email: string): Promise<{ account: AccountRow; profile: ProfileRow } | null> {
    const profile = await this.profiles.findOne({ where: { email: email.toLowerCase() } });
    if (!profile) return null;
    const account = await this.find(profile.id);
    return account ? { account, profile } : null;
  }

  async insert(row: AccountRow): Promise<void> {
    await this.accounts.insert(row);
  }

  async update(row: AccountRow): Promise<void> {
    const { id, ...fields } = row;
    await this.accounts.update({ id }, fields);
  }

  count(): Promise<number> {
    return this.accounts.count();
  }
}
