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
  /** Granted roles of its account (empty without one); null while its account's snapshot has not arrived. */
  roles: string[] | null;
}

export const PersonEntity = new EntitySchema<{
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  hasTelephone: boolean;
  staff: boolean;
  hasAccount: boolean;
  enabled: boolean;
  sessionsEndedAt: Date | null;
  keptSessionId: string | null;
  roles: string[];
  profileAt: Date | null;
  accountAt: Date | null;
}>({
  name: 'Person',
  tableName: 'person',
  columns: {
    id: { type: 'uuid', primary: true },
    email: { type: 'varchar', length: 254, nullable: true },
    firstName: { type: 'text', name: 'first_name' },
    lastName: { type: 'text', name: 'last_name' },
    hasTelephone: { type: 'boolean', name: 'has_telephone' },
    staff: { type: 'boolean' },
    hasAccount: { type: 'boolean', name: 'has_account' },
    enabled: { type: 'boolean' },
    sessionsEndedAt: { type: 'timestamptz', name: 'sessions_ended_at', nullable: true },
    keptSessionId: { type: 'varchar', length: 100, name: 'kept_session_id', nullable: true },
    roles: { type: 'text', array: true },
    profileAt: { type: 'timestamptz', name: 'profile_at', nullable: true },
    accountAt: { type: 'timestamptz', name: 'account_at', nullable: true },
  },
});
