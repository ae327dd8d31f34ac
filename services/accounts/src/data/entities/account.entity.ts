import { EntitySchema } from 'typeorm';
import type { Role } from '@teleplan/proto/roles';

/**
 * The sign-in side of a profile (same id). Its email is the profile's. Disabled until the first-connection
 * link is used; `activatedAt` remembers that it was once activated.
 */
export interface AccountRow {
  id: string;
  enabled: boolean;
  grantedRoles: Role[];
  preferredRole: Role | null;
  passwordHash: string | null;
  activatedAt: Date | null;
  termsAcceptedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const AccountEntity = new EntitySchema<AccountRow>({
  name: 'Account',
  tableName: 'account',
  columns: {
    id: { type: 'uuid', primary: true },
    enabled: { type: 'boolean' },
    grantedRoles: { type: 'text', array: true, name: 'granted_roles' },
    preferredRole: { type: 'varchar', length: 32, name: 'preferred_role', nullable: true },
    passwordHash: { type: 'text', name: 'password_hash', nullable: true },
    activatedAt: { type: 'timestamptz', name: 'activated_at', nullable: true },
    termsAcceptedAt: { type: 'timestamptz', name: 'terms_accepted_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
