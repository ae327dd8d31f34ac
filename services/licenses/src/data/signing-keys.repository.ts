import type { EntityManager } from 'typeorm';
import { SigningKeyEntity, type SigningKeyRow } from './entities/signing-key.entity.ts';

/** Any constant: serialises the creation of the first key between processes starting together. */
const BOOTSTRAP_LOCK = 7_304_222;

export class SigningKeysRepository {
  private readonly db: EntityManager;

  /** `db`: the DataSource's manager, or a transaction's. */
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

  /** Every key, oldest first (the last one signs). */
  async list(): Promise<SigningKeyRow[]> {
    return this.db.getRepository(SigningKeyEntity).find({ order: { createdAt: 'ASC', kid: 'ASC' } });
  }

  async insert(row: SigningKeyRow): Promise<void> {
    await this.db.getRepository(SigningKeyEntity).insert(row);
  }
}
