import type { EntityManager } from 'typeorm';
import { SigningKeysRepository } from '@teleplan/kit/db/signing-keys.repository';
import { SigningKeyEntity, type SigningKeyRow } from './entities/signing-key.entity.ts';

export type LicenseKeysRepository = SigningKeysRepository<SigningKeyRow>;

/** The keys that sign licence keys: every one ever made still verifies. */
export function licenseKeysRepository(db: EntityManager): LicenseKeysRepository {
  return new SigningKeysRepository(db, { entity: SigningKeyEntity, bootstrapLock: 7_304_222 });
}
