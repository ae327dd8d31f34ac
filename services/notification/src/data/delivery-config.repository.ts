import type { EntityManager } from 'typeorm';
import type { MailConfigRow, SmsConfigRow } from './entities/delivery-config.entity.ts';

interface RawMailConfig {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password_encrypted: string | null;
  mail_from: string;
  updated_at: Date;
}

interface RawSmsConfig {
  access_token_encrypted: string;
  sms_author: string;
  updated_at: Date;
}

/** The platform's mail and SMS configurations (one row each, id 1); secrets come and go encrypted. */
export class DeliveryConfigRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** The mail configuration, locked for an update when `forUpdate` (inside a transaction). */
  async getMail(forUpdate = false): Promise<MailConfigRow | null> {
    const rows = await this.manager.query<RawMailConfig[]>(
      `SELECT host, port, tls, username, password_encrypted, mail_from, updated_at FROM mail_config WHERE id = 1
       ${forUpdate ? 'FOR UPDATE' : ''}`,
    );
    const raw = rows[0];
    return raw
      ? {
          host: raw.host,
          port: raw.port,
          tls: raw.tls,
          username: raw.username,
          passwordEncrypted: raw.password_encrypted,
          mailFrom: raw.mail_from,
          updatedAt: raw.updated_at,
        }
      : null;
  }

  async saveMail(row: MailConfigRow): Promise<void> {
    await this.manager.query(
      `INSERT INTO mail_config (id, host, port, tls, username, password_encrypted, mail_from, updated_at)
       VALUES (1, $1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET host = EXCLUDED.host, port = EXCLUDED.port, tls = EXCLUDED.tls,
         username = EXCLUDED.username, password_encrypted = EXCLUDED.password_encrypted,
         mail_from = EXCLUDED.mail_from, updated_at = EXCLUDED.updated_at`,
      [row.host, row.port, row.tls, row.username, row.passwordEncrypted, row.mailFrom, row.updatedAt],
    );
  }

  /** The SMS configuration, locked for an update when `forUpdate` (inside a transaction). */
  async getSms(forUpdate = false): Promise<SmsConfigRow | null> {
    const rows = await this.manager.query<RawSmsConfig[]>(
      `SELECT access_token_encrypted, sms_author, updated_at FROM sms_config WHERE id = 1
       ${forUpdate ? 'FOR UPDATE' : ''}`,
    );
    const raw = rows[0];
    return raw
      ? {
          accessTokenEncrypted: raw.access_token_encrypted,
          smsAuthor: raw.sms_author,
          updatedAt: raw.updated_at,
        }
      : null;
  }

  async saveSms(row: SmsConfigRow): Promise<void> {
    await this.manager.query(
      `INSERT INTO sms_config (id, access_token_encrypted, sms_author, updated_at) VALUES (1, $1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET access_token_encrypted = EXCLUDED.access_token_encrypted,
         sms_author = EXCLUDED.sms_author, updated_at = EXCLUDED.updated_at`,
      [row.accessTokenEncrypted, row.smsAuthor, row.updatedAt],
    );
  }
}
