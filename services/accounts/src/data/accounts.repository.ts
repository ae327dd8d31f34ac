import type { EntityManager } from 'typeorm';
import { AccountEntity, type AccountRow } from './entities/account.entity.ts';
import { ProfileEntity, type ProfileRow } from './entities/profile.entity.ts';

export function findAccount(manager: EntityManager, id: string, lock = false): Promise<AccountRow | null> {
  return manager.getRepository(AccountEntity).findOne({
    where: { id },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

/** The account whose profile holds `email`, with that profile. */
export async function findAccountByEmail(
  manager: EntityManager,
  email: string,
): Promise<{ account: AccountRow; profile: ProfileRow } | null> {
  const profile = await manager
    .getRepository(ProfileEntity)
    .findOne({ where: { email: email.toLowerCase() } });
  if (!profile) return null;
  const account = await findAccount(manager, profile.id);
  return account ? { account, profile } : null;
}

export async function insertAccount(manager: EntityManager, row: AccountRow): Promise<void> {
  await manager.getRepository(AccountEntity).insert(row);
}

export async function updateAccount(manager: EntityManager, row: AccountRow): Promise<void> {
  const { id, ...fields } = row;
  await manager.getRepository(AccountEntity).update({ id }, fields);
}

export function countAccounts(manager: EntityManager): Promise<number> {
  return manager.getRepository(AccountEntity).count();
}
