import { EntitySchema } from 'typeorm';

/** The one mail configuration of the platform (row id 1); the password is stored encrypted. */
export interface MailConfigRow {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  passwordEncrypted: string | null;
  mailFrom: string;
  updatedAt: Date;
}

export const MailConfigEntity = new EntitySchema<MailConfigRow & { id: number }>({
  name: 'MailConfig',
  tableName: 'mail_config',
  columns: {
    id: { type: 'smallint', primary: true },
    host: { type: 'varchar', length: 253 },
    port: { type: 'integer' },
    tls: { type: 'boolean' },
    username: { type: 'varchar', length: 254 },
    passwordEncrypted: { type: 'text', name: 'password_encrypted', nullable: true },
    mailFrom: { type: 'varchar', length: 254, name: 'mail_from' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});

/** The one SMS configuration of the platform (row id 1); the access token is stored encrypted. */
export interface SmsConfigRow {
  accessTokenEncrypted: string;
  smsAuthor: string;
  updatedAt: Date;
}

export const SmsConfigEntity = new EntitySchema<SmsConfigRow & { id: number }>({
  name: 'SmsConfig',
  tableName: 'sms_config',
  columns: {
    id: { type: 'smallint', primary: true },
    accessTokenEncrypted: { type: 'text', name: 'access_token_encrypted' },
    smsAuthor: { type: 'varchar', length: 20, name: 'sms_author' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});
