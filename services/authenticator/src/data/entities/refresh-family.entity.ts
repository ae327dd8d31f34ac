import { EntitySchema } from 'typeorm';

/** One sign-in session: every refresh token rotated from one login belongs to its family. */
export interface RefreshFamilyRow {
  id: string;
  accountId: string;
  clientId: string;
  /** The role the session acts in (kept across refreshes, changed by impersonation). */
  actingRole: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
}

export const RefreshFamilyEntity = new EntitySchema<RefreshFamilyRow>({
  name: 'RefreshFamily',
  tableName: 'refresh_family',
  columns: {
    id: { type: 'uuid', primary: true },
    accountId: { type: 'uuid', name: 'account_id' },
    clientId: { type: 'varchar', length: 100, name: 'client_id' },
    actingRole: { type: 'varchar', length: 32, name: 'acting_role' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    lastUsedAt: { type: 'timestamptz', name: 'last_used_at' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
    revokedAt: { type: 'timestamptz', name: 'revoked_at', nullable: true },
    revokedReason: { type: 'varchar', length: 32, name: 'revoked_reason', nullable: true },
  },
});
