import { IsNull, type EntityManager } from 'typeorm';
import { SigningKeysRepository } from '@teleplan/kit/db/signing-keys.repository';
import { SigningKeyEntity, type SigningKeyRow } from './entities/signing-key.entity.ts';

export type AccessKeysRepository = SigningKeysRepository<SigningKeyRow>;

/** The keys of access tokens: a retired key stops signing and leaves the JWKS. */
export function accessKeysRepository(db: EntityManager): AccessKeysRepository {
  return new SigningKeysRepository(db, {
    entity: SigningKeyEntity,
    bootstrapLock: 7_304_221,
    live: { retiredAt: IsNull() },
  });
}
