import { badRequest } from '@teleplan/kit/errors';
import { encryptSecret } from '@teleplan/kit/crypto/secret-encryption';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { MailConfig, PatchMailConfigBody } from '@teleplan/proto/notification';
import type { MailConfigRow } from '../data/entities/delivery-config.entity.ts';
import { DeliveryConfigRepository } from '../data/delivery-config.repository.ts';
import type { NotificationContext } from './context.ts';
import { EMAIL, filled } from './formats.ts';

const N = MessageCodes.notification;

export function toMailConfig(row: MailConfigRow | null): MailConfig {
  if (!row)
    return {
      configured: false,
      host: '',
      port: '',
      tls: false,
      username: '',
      mailFrom: '',
      passwordSet: false,
    };
  return {
    configured: true,
    host: row.host,
    port: String(row.port),
    tls: row.tls,
    username: row.username,
    mailFrom: row.mailFrom,
    passwordSet: row.passwordEncrypted !== null,
  };
}

/** The port as the form sends it: digits only ('La valeur n'est pas au bon format'), 1 to 65535. */
function port(text: string): number {
  const value = /^\d{1,5}$/.test(text) ? Number(text) : 0;
  if (value < 1 || value > 65535)
    throw badRequest(N.mailPortFormat, 'The port must be a number from 1 to 65535');
  return value;
}

/** The saved fields merged with the body's; each required field must be set in the result (docs/screens.md#forms). */
function merged(saved: MailConfigRow | null, body: PatchMailConfigBody) {
  const pick = (given: string | undefined, current: string | undefined) =>
    given === undefined ? current : filled(given);
  const host = pick(body.host, saved?.host);
  const portText = pick(body.port, saved ? String(saved.port) : undefined);
  const username = pick(body.username, saved?.username);
  const mailFrom = pick(body.mailFrom, saved?.mailFrom);
  if (!host) throw badRequest(N.mailHostRequired, 'The SMTP host is required');
  if (/\s/.test(host)) throw badRequest(N.mailHostRequired, 'The SMTP host has no spaces');
  if (!portText) throw badRequest(N.mailPortRequired, 'The SMTP port is required');
  if (!username) throw badRequest(N.mailUsernameRequired, 'The SMTP username is required');
  if (!mailFrom) throw badRequest(N.mailFromRequired, 'The sender address is required');
  if (!EMAIL.test(mailFrom)) throw badRequest(N.mailFromFormat, 'The sender address is not an email');
  return { host, port: port(portText), username, mailFrom, tls: body.tls ?? saved?.tls ?? false };
}

export async function getMailConfig(ctx: NotificationContext): Promise<MailConfig> {
  return toMailConfig(await new DeliveryConfigRepository(ctx.dataSource.manager).getMail());
}

/** PATCH /mail/config: an empty or absent password keeps the saved one; a new one is stored encrypted. */
export async function patchMailConfig(
  ctx: NotificationContext,
  body: PatchMailConfigBody,
): Promise<MailConfig> {
  return ctx.dataSource.transaction(async (manager) => {
    const configs = new DeliveryConfigRepository(manager);
    const saved = await configs.getMail(true);
    const fields = merged(saved, body);
    // Not trimmed: a password may start or end with a space.
    const password = body.password ? encryptSecret(body.password, ctx.secretsKey) : undefined;
    const row: MailConfigRow = {
      ...fields,
      passwordEncrypted: password ?? saved?.passwordEncrypted ?? null,
      updatedAt: ctx.clock(),
    };
    await configs.saveMail(row);
    return toMailConfig(row);
  });
}
