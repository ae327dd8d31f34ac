import { EntitySchema } from 'typeorm';

/**
 * Replica of a profile and its account from accounts' events: what the preference rules need (who may edit it,
 * whether it has an email or a phone) and the email later mails go to. Id = profile id = account id.
 */
export interface PersonRow {
  id: string;
  email: string | null;
  hasTelephone: boolean;
  staff: boolean;
  roles: string[];
}

export const PersonEntity = new EntitySchema<PersonRow & { profileAt: Date | null; accountAt: Date | null }>({
  name: 'Person',
  tableName: 'person',
  columns: {
    id: { type: 'uuid', primary: true },
    email: { type: 'varchar', length: 254, nullable: true },
    hasTelephone: { type: 'boolean', name: 'has_telephone' },
    staff: { type: 'boolean' },
    roles: { type: 'text', array: true },
    profileAt: { type: 'timestamptz', name: 'profile_at', nullable: true },
    accountAt: { type: 'timestamptz', name: 'account_at', nullable: true },
  },
});
