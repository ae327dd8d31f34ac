import { EntitySchema } from 'typeorm';

/**
 * A service's replica of a person of the accounts service, fed by its profile and account events: every profile
 * (patients included), its account's roles and whether it is enabled. `email` is the username.
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
