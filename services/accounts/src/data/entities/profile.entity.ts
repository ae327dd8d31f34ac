import { EntitySchema } from 'typeorm';
import type { Language } from '@teleplan/proto/accounts';

/** A person known to the platform: staff member or patient. The email is stored lower-case and unique. */
export interface ProfileRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  telephoneNumber: string | null;
  sex: 'M' | 'F' | null;
  zone: string;
  language: Language;
  staff: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const ProfileEntity = new EntitySchema<ProfileRow>({
  name: 'Profile',
  tableName: 'profile',
  columns: {
    id: { type: 'uuid', primary: true },
    firstName: { type: 'varchar', length: 100, name: 'first_name' },
    lastName: { type: 'varchar', length: 100, name: 'last_name' },
    email: { type: 'varchar', length: 254, nullable: true },
    telephoneNumber: { type: 'varchar', length: 32, name: 'telephone_number', nullable: true },
    sex: { type: 'varchar', length: 1, nullable: true },
    zone: { type: 'varchar', length: 64 },
    language: { type: 'varchar', length: 2 },
    staff: { type: 'boolean' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
