import { EntitySchema } from 'typeorm';

/** Failed sign-ins for one submitted identifier, whether or not an account has it. */
export interface LoginAttemptRow {
  identifier: string;
  failures: number;
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
