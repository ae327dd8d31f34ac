import { EntitySchema } from 'typeorm';

/**
 * Replica of a profile of the accounts service and its account (roles, enabled), fed by accounts' events.
 * Every profile is kept, not only doctors: a known profile without the DOCTOR role is answered `no_role`,
 * an unknown one `missing`; scheduling will read patients' names from it too.
 */
export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  enabled: boolean;
}

export const PersonEntity = new EntitySchema<PersonRow & { profileAt: Date | null; accountAt: Date | null }>({
  name: 'Person',
  tableName: 'person',
  columns: {
    id: { type: 'uuid', primary: true },
    firstName: { type: 'varchar', length: 100, name: 'first_name' },
    lastName: { type: 'varchar', length: 100, name: 'last_name' },
    email: { type: 'varchar', length: 254 },
    roles: { type: 'text', array: true },
    enabled: { type: 'boolean' },
    profileAt: { type: 'timestamptz', name: 'profile_at', nullable: true },
    accountAt: { type: 'timestamptz', name: 'account_at', nullable: true },
  },
});
