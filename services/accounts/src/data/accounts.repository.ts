import type { EntityManager, Repository } from 'typeorm';
import { AccountEntity, type AccountRow } from './entities/account.entity.ts';
import type { ProfileRow } from './entities/profile.entity.ts';

/** The columns of an account and of its profile, under distinct names (both tables have id and times). */
const ACCOUNT_WITH_PROFILE = `
  a.id, a.enabled, a.granted_roles, a.preferred_role, a.password_hash, a.activated_at, a.terms_accepted_at,
  a.created_at, a.updated_at,
  p.first_name, p.last_name, p.email, p.telephone_number, p.sex, p.zone, p.language, p.staff,
  p.created_at AS profile_created_at, p.updated_at AS profile_updated_at`;

interface AccountWithProfileRecord {
  id: string;
  enabled: boolean;
  granted_roles: AccountRow['grantedRoles'];
  preferred_role: AccountRow['preferredRole'];
  password_hash: string | null;
  activated_at: Date | null;
  terms_accepted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  first_name: string;
  last_name: string;
  email: string | null;
  telephone_number: string | null;
  sex: ProfileRow['sex'];
  language: ProfileRow['language'];
  zone: string;
  staff: boolean;
  profile_created_at: Date;
  profile_updated_at: Date;
}

function toRows(record: AccountWithProfileRecord): { account: AccountRow; profile: ProfileRow } {
  return {
    account: {
      id: record.id,
      enabled: record.enabled,
      grantedRoles: record.granted_roles,
      preferredRole: record.preferred_role,
      passwordHash: record.password_hash,
      activatedAt: record.activated_at,
      termsAcceptedAt: record.terms_accepted_at,
      createdAt: record.created_at,
      updatedAt: record.updated_at,
    },
    profile: {
      id: record.id,
      firstName: record.first_name,
      lastName: record.last_name,
      email: record.email,
      telephoneNumber: record.telephone_number,
      sex: record.sex,
      zone: record.zone,
      language: record.language,
      staff: record.staff,
      createdAt: record.profile_created_at,
      updatedAt: record.profile_updated_at,
    },
  };
}

/** Accounts, read and written with one EntityManager (the DataSource's or a transaction's). */
export class AccountsRepository {
  private readonly manager: EntityManager;
  private readonly accounts: Repository<AccountRow>;

  constructor(manager: EntityManager) {
    this.manager = manager;
    this.accounts = manager.getRepository(AccountEntity);
  }

  /** The account `id`; `lock` takes a row lock until the transaction ends. */
  find(id: string, lock = false): Promise<AccountRow | null> {
    return this.accounts.findOne({
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /**
   * The account whose profile holds `email`, with that profile, in one statement (every sign-in asks: one
   * round trip rather than a profile read then an account read).
   */
  async findByEmail(email: string): Promise<{ account: AccountRow; profile: ProfileRow } | null> {
    const records = (await this.manager.query(
      `SELECT ${ACCOUNT_WITH_PROFILE} FROM profile p JOIN account a ON a.id = p.id WHERE p.email = $1`,
      [email.toLowerCase()],
    )) as AccountWithProfileRecord[];
    return records[0] ? toRows(records[0]) : null;
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
