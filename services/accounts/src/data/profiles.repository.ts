import type { EntityManager } from 'typeorm';
import { ProfileEntity, type ProfileRow } from './entities/profile.entity.ts';

export function findProfile(manager: EntityManager, id: string, lock = false): Promise<ProfileRow | null> {
  return manager.getRepository(ProfileEntity).findOne({
    where: { id },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

/** The profile holding `email` (stored lower-case), if any. */
export function findProfileByEmail(manager: EntityManager, email: string): Promise<ProfileRow | null> {
  return manager.getRepository(ProfileEntity).findOne({ where: { email: email.toLowerCase() } });
}

export async function insertProfile(manager: EntityManager, row: ProfileRow): Promise<void> {
  await manager.getRepository(ProfileEntity).insert(row);
}

export async function updateProfile(manager: EntityManager, row: ProfileRow): Promise<void> {
  const { id, ...fields } = row;
  await manager.getRepository(ProfileEntity).update({ id }, fields);
}
