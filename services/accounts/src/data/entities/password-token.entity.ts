import { EntitySchema } from 'typeorm';

export type PasswordTokenKind = 'activation' | 'reset';

/** A single-use activation or reset link; only the SHA-256 of the token is stored. */
export interface PasswordTokenRow {
  tokenHash: string;
  accountId: string;
  kind: PasswordTokenKind;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export const PasswordTokenEntity = new EntitySchema<PasswordTokenRow>({
  name: 'PasswordToken',
  tableName: 'password_token',
  columns: {
    tokenHash: { type: 'char', length: 64, primary: true, name: 'token_hash' },
    accountId: { type: 'uuid', name: 'account_id' },
    kind: { type: 'varchar', length: 16 },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
    usedAt: { type: 'timestamptz', name: 'used_at', nullable: true },
  },
});
