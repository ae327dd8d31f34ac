import type { EntityManager } from 'typeorm';

/** Requests per bucket (a grant kind and a client address) and fixed time window. */
export class SignInThrottleRepository {
  /** The DataSource's manager, or a transaction's. */
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  /** Counts one request of `bucket` in the window starting at `windowStart`; answers the count, this one included. */
  async count(bucket: string, windowStart: Date): Promise<number> {
    const [row] = (await this.db.query(
      `INSERT INTO sign_in_throttle AS t (window_start, bucket, n) VALUES ($1, $2, 1)
       ON CONFLICT (window_start, bucket) DO UPDATE SET n = t.n + 1
       RETURNING n`,
      [windowStart, bucket],
    )) as { n: number }[];
    return row!.n;
  }

  /** Forgets the windows that started before `before` (an index range: the key starts with the window). */
  async purge(before: Date): Promise<void> {
    await this.db.query(`DELETE FROM sign_in_throttle WHERE window_start < $1`, [before]);
  }
}
