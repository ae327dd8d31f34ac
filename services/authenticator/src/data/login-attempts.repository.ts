import type { EntityManager } from 'typeorm';

/** Attempts that lock an identifier, and for how long; with `lockMs` 0 nothing accumulates and nothing locks. */
export interface AttemptLimits {
  maxAttempts: number;
  lockMs: number;
}

/**
 * The counted attempt: a fresh count (1) when the identifier has none, its lock ran out, or it saw no attempt
 * for a whole lock period; else one more. The attempt that reaches the maximum starts the lock. `$4 / 1000`:
 * the lock period in seconds.
 */
const COUNTED = `CASE WHEN a.locked_until IS NOT NULL
                       OR a.last_failure_at <= $2::timestamptz - make_interval(secs => $4 / 1000)
                      THEN 1 ELSE a.failures + 1 END`;
const LOCK_UNTIL = (n: string) =>
  `CASE WHEN ${n} >= $3 AND $4 > 0 THEN $2::timestamptz + make_interval(secs => $4 / 1000) END`;

/**
 * Failed sign-ins per submitted identifier. An attempt is counted before its password is checked (a
 * reservation), so concurrent attempts cannot pass the limit: a success clears the count, an attempt that got
 * no verdict gives its reservation back, a failure leaves it counted.
 */
export class LoginAttemptsRepository {
  /** The DataSource's manager, or a transaction's. */
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  /**
   * Counts one attempt, in one statement, unless the identifier is locked. Answers how many attempts are now
   * counted (including this one), or undefined when the identifier is locked (nothing is counted then).
   */
  async reserve(identifier: string, now: Date, limits: AttemptLimits): Promise<number | undefined> {
    const rows = (await this.db.query(
      `INSERT INTO login_attempt AS a (identifier, failures, last_failure_at, locked_until)
       VALUES ($1, 1, $2, ${LOCK_UNTIL('1')})
       ON CONFLICT (identifier) DO UPDATE SET (failures, last_failure_at, locked_until) = (
         SELECT counted.n, $2, ${LOCK_UNTIL('counted.n')} FROM (SELECT ${COUNTED} AS n) AS counted
       )
       WHERE a.locked_until IS NULL OR a.locked_until <= $2
       RETURNING failures`,
      [identifier, now, limits.maxAttempts, limits.lockMs],
    )) as { failures: number }[];
    return rows[0]?.failures;
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
