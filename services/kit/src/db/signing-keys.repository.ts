import type { EntityManager, EntitySchema, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

/** What a service's signing-key table is: its entity, the advisory lock of its first key, which rows still count. */
export interface SigningKeyTable<Row> {
  entity: EntitySchema<Row>;
  /** Any constant of the service's own: serialises key creation between processes starting at the same moment. */
  bootstrapLock: number;
  /** The rows that still sign or verify (e.g. not retired); every row when absent. */
  live?: FindOptionsWhere<Row>;
}

/** The signing keys of a service (access tokens, licence keys), newest signing, behind one advisory lock. */
export class SigningKeysRepository<Row extends { kid: string; createdAt: Date }> {
  /** The DataSource's manager, or a transaction's. */
  private readonly db: EntityManager;
  private readonly table: SigningKeyTable<Row>;

  constructor(db: EntityManager, table: SigningKeyTable<Row>) {
    this.db = db;
    this.table = table;
  }

  /** Runs `work` in a transaction holding the key-bootstrap advisory lock. */
  async exclusively<T>(work: (keys: SigningKeysRepository<Row>) => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [this.table.bootstrapLock]);
      return work(new SigningKeysRepository(m, this.table));
    });
  }

  /** The live keys, oldest first (the last one signs). */
  async list(): Promise<Row[]> {
    const order = { createdAt: 'ASC', kid: 'ASC' } as FindOptionsOrder<Row>;
    return this.rows().find({ where: this.table.live, order });
  }

  async insert(row: Row): Promise<void> {
    await this.rows().insert(row as QueryDeepPartialEntity<Row>);
  }

  /** Changes the key `kid` while it is live (retiring it, say): a key no longer live stays as it is. */
  async updateLive(kid: string, changes: Partial<Row>): Promise<void> {
    await this.rows().update(
      { ...this.table.live, kid } as FindOptionsWhere<Row>,
      changes as QueryDeepPartialEntity<Row>,
    );
  }

  private rows() {
    return this.db.getRepository<Row>(this.table.entity);
  }
}
