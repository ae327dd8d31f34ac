import { badRequest } from '@teleplan/kit/errors';
import { encryptSecret } from '@teleplan/kit/crypto/secret-encryption';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { PatchSmsConfigBody, SmsConfig } from '@teleplan/proto/notification';
import type { SmsConfigRow } from '../data/entities/delivery-config.entity.ts';
import { DeliveryConfigRepository } from '../data/delivery-config.repository.ts';
import type { NotificationContext } from './context.ts';
import { filled } from './formats.ts';

const N = MessageCodes.notification;
/** An API token: printable characters without spaces. */
const TOKEN = /^[\x21-\x7e]{8,1000}$/;
/**
 * The sender shown on the phone: an alphanumeric sender id (up to 11 letters, digits or spaces, at least one
 * letter, as SMS gateways accept) or a phone number in international form.
 */
const ALPHANUMERIC_AUTHOR = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;
const NUMERIC_AUTHOR = /^\+?\d{3,15}$/;

export function toSmsConfig(row: SmsConfigRow | null): SmsConfig {
  return row
    ? { configured: true, smsAuthor: row.smsAuthor, accessTokenSet: true }
    : { configured: false, smsAuthor: '', accessTokenSet: false };
}

export async function getSmsConfig(ctx: NotificationContext): Promise<SmsConfig> {
  return toSmsConfig(await new DeliveryConfigRepository(ctx.dataSource.manager).getSms());
}

/** PATCH /sms/config: an empty or absent access token keeps the saved one; a new one is stored encrypted. */
export async function patchSmsConfig(ctx: NotificationContext, body: PatchSmsConfigBody): Promise<SmsConfig> {
  const token = filled(body.accessToken);
  if (token !== undefined && !TOKEN.test(token))
    throw badRequest(N.smsInvalidToken, 'The access token has characters it may not have, or is too short');
  return ctx.dataSource.transaction(async (manager) => {
    const configs = new DeliveryConfigRepository(manager);
    const saved = await configs.getSms(true);
    const author = body.smsAuthor === undefined ? saved?.smsAuthor : filled(body.smsAuthor);
    if (!author) throw badRequest(N.smsAuthorRequired, 'The SMS author is required');
    if (!ALPHANUMERIC_AUTHOR.test(author) && !NUMERIC_AUTHOR.test(author))
      throw badRequest(
        N.smsInvalidAuthor,
        'The SMS author is up to 11 letters and digits, or a phone number',
      );
    const encrypted = token ? encryptSecret(token, ctx.secretsKey) : saved?.accessTokenEncrypted;
    if (!encrypted) throw badRequest(N.smsTokenRequired, 'The access token is required');
    const row: SmsConfigRow = { accessTokenEncrypted: encrypted, smsAuthor: author, updatedAt: ctx.clock() };
    await configs.saveSms(row);
    return toSmsConfig(row);
  });
}
