import type { EntityManager, Repository } from 'typeorm';
import { ProfileEntity, type ProfileRow } from './entities/profile.entity.ts';

/** Profiles (staff and patients), read and written with one EntityManager. */
export class ProfilesRepository {
  private readonly profiles: Repository<ProfileRow>;

  constructor(manager: EntityManager) {
    this.profiles = manager.getRepository(ProfileEntity);
  }

  /** The profile `id`; `lock` takes a row lock until the transaction ends. */
  find(id: string, lock = false): Promise<ProfileRow | null> {
    return this.profiles.findOne({
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The profile holding `email` (stored lower-case), if any. */
  findByEmail(email: string): Promise<ProfileRow | null> {
    return this.profiles.findOne({ where: { email: email.toLowerCase() } });
  }

  async insert(row: ProfileRow): Promise<void> {
    await this.profiles.insert(row);
  }

  async update(row: ProfileRow): Promise<void> {
    const { id, ...fields } = row;
    await this.profiles.update({ id }, fields);
  }
}
