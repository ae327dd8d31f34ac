import { IsNull, type EntityManager } from 'typeorm';
import { SigningKeyEntity, type SigningKeyRow } from './entities/signing-key.entity.ts';

/** Any constant: serialises key creation between replicas starting at the same moment. */
const BOOTSTRAP_LOCK = 7_304_221;

export class SigningKeysRepository {
  /** The DataSource's manager, or a transaction's. */
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  /** Runs `work` in a transaction holding the key-bootstrap advisory lock. */
  async exclusively<T>(work: (keys: SigningKeysRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
      return work(new SigningKeysRepository(m));
    });
  }

  /** Keys that are published, oldest first (the last one signs). */
  async listActive(): Promise<SigningKeyRow[]> {
    return this.db
      .getRepository(SigningKeyEntity)
      .find({ where: { retiredAt: IsNull() }, order: { createdAt: 'ASC', kid: 'ASC' } });
  }

  async insert(row: SigningKeyRow): Promise<void> {
    await this.db.getRepository(SigningKeyEntity).insert(row);
  }

  async retire(kid: string, now: Date): Promise<void> {
    await this.db.getRepository(SigningKeyEntity).update({ kid, retiredAt: IsNull() }, { retiredAt: now });
  }
}
