import { EntitySchema } from 'typeorm';

/**
 * Counted sign-in attempts for one submitted identifier, whether or not an account has it: failures, and
 * attempts whose password is being checked (counted first, cleared by a success).
 */
export interface LoginAttemptRow {
  identifier: string;
  failures: number;
  /** The last counted attempt. */
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

export const LoginAttemptEntity = new EntitySchema<LoginAttemptRow>({
  name: 'LoginAttempt',
  tableName: 'login_attempt',
  columns: {
    identifier: { type: 'varchar', length: 254, primary: true },
    failures: { type: 'integer' },
    lastFailureAt: { type: 'timestamptz', name: 'last_failure_at' },
    lockedUntil: { type: 'timestamptz', name: 'locked_until', nullable: true },
  },
});
