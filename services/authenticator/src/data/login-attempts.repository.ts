import type { EntityManager } from 'typeorm';
import type { AttemptRecord } from '../domain/lockout.ts';
import { LoginAttemptEntity } from './entities/login-attempt.entity.ts';

export class LoginAttemptsRepository {
  /** `db`: the DataSource's manager, or a transaction's. */
  constructor(private readonly db: EntityManager) {}

  async find(identifier: string): Promise<AttemptRecord | undefined> {
    const row = await this.db.getRepository(LoginAttemptEntity).findOneBy({ identifier });
    return row
      ? { failures: row.failures, lastFailureAt: row.lastFailureAt, lockedUntil: row.lockedUntil }
      : undefined;
  }

  /**
   * Stores `next(current)` under a row lock, so concurrent failures on one identifier all count. The
   * placeholder row (0 failures) gives the very first failure a row to lock too.
   */
  async recordFailure(
    identifier: string,
    next: (current: AttemptRecord) => AttemptRecord,
  ): Promise<AttemptRecord> {
    return this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO login_attempt (identifier, failures, last_failure_at) VALUES ($1, 0, to_timestamp(0))
         ON CONFLICT (identifier) DO NOTHING`,
        [identifier],
      );
      const [current] = (await m.query(
        `SELECT failures, last_failure_at AS "lastFailureAt", locked_until AS "lockedUntil"
         FROM login_attempt WHERE identifier = $1 FOR UPDATE`,
        [identifier],
      )) as AttemptRecord[];
      const record = next(current!);
      await m.query(
        `UPDATE login_attempt SET failures = $2, last_failure_at = $3, locked_until = $4 WHERE identifier = $1`,
        [identifier, record.failures, record.lastFailureAt, record.lockedUntil],
      );
      return record;
    });
  }

  async clear(identifier: string): Promise<void> {
    await this.db.getRepository(LoginAttemptEntity).delete({ identifier });
  }
}
