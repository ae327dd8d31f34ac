import type { EntityManager } from 'typeorm';

/** Attempts that lock an identifier, and for how long; with `lockMs` 0 nothing accumulates and nothing locks. */
export interface AttemptLimits {
  maxAttempts: number;
  lockMs: number;
}

/**
 * The counted attempt: a fresh count (1) when the identifier has none, its lock ran out, or it saw no attempt
 * for a whole lock period; else one more. `$4 / 1000`: the lock period in seconds.
 */
const COUNTED = `CASE WHEN a.locked_until IS NOT NULL
                       OR a.last_failure_at <= $2::timestamptz - make_interval(secs => $4 / 1000)
                      THEN 1 ELSE a.failures + 1 END`;

/** Why an attempt was not counted: the identifier is locked, or as many attempts as it may fail are in flight. */
export type Refusal = 'locked' | 'busy';

/**
 * Failed sign-ins per submitted identifier. An attempt is counted before its password is checked (a
 * reservation), so concurrent attempts cannot pass the limit: a success clears the count, an attempt that got
 * no verdict gives its reservation back, a failure leaves it counted and locks once the count reaches the
 * limit. Only failures lock: attempts merely in flight make the next one wait ('busy'), never lock.
 */
export class LoginAttemptsRepository {
  /** The DataSource's manager, or a transaction's. */
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  /**
   * Counts one attempt, in one statement, unless the identifier is locked or the limit is reached. Answers how
   * many attempts are now counted (this one included), or why nothing was counted.
   */
  async reserve(identifier: string, now: Date, limits: AttemptLimits): Promise<number | Refusal> {
    const rows = (await this.db.query(
      `INSERT INTO login_attempt AS a (identifier, failures, last_failure_at, locked_until)
       VALUES ($1, 1, $2, NULL)
       ON CONFLICT (identifier) DO UPDATE SET (failures, last_failure_at, locked_until) = (
         SELECT counted.n, $2::timestamptz, NULL::timestamptz FROM (SELECT ${COUNTED} AS n) AS counted
       )
       WHERE (a.locked_until IS NULL OR a.locked_until <= $2) AND (${COUNTED} <= $3 OR $4 = 0)
       RETURNING failures`,
      [identifier, now, limits.maxAttempts, limits.lockMs],
    )) as { failures: number }[];
    if (rows[0]) return rows[0].failures;
    const [row] = (await this.db.query(
      `SELECT locked_until > $2 AS locked FROM login_attempt WHERE identifier = $1`,
      [identifier, now],
    )) as { locked: boolean | null }[];
    return row?.locked ? 'locked' : 'busy';
  }

  /** A reserved attempt failed: it stays counted, and the identifier locks when the count reached the limit. */
  async recordFailure(identifier: string, now: Date, limits: AttemptLimits): Promise<void> {
    await this.db.query(
      `UPDATE login_attempt SET locked_until = $2::timestamptz + make_interval(secs => $4 / 1000)
       WHERE identifier = $1 AND failures >= $3 AND $4 > 0`,
      [identifier, now, limits.maxAttempts, limits.lockMs],
    );
  }

  /** Gives back a reserved attempt that got no verdict, lifting the lock it may have started. */
  async release(identifier: string, limits: AttemptLimits): Promise<void> {
    await this.db.query(
      `UPDATE login_attempt
       SET failures = failures - 1, locked_until = CASE WHEN failures - 1 >= $2 THEN locked_until END
       WHERE identifier = $1 AND failures > 0`,
      [identifier, limits.maxAttempts],
    );
    await this.db.query(`DELETE FROM login_attempt WHERE identifier = $1 AND failures <= 0`, [identifier]);
  }

  /** Forgets the identifier's attempts (a success): one plain statement, every sign-in runs it. */
  async clear(identifier: string): Promise<void> {
    await this.db.query(`DELETE FROM login_attempt WHERE identifier = $1`, [identifier]);
  }
}
