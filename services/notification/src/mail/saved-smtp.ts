import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { conflict } from '@teleplan/kit/errors';
import { decryptSecret } from '@teleplan/kit/crypto/secret-encryption';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { MailConfigRow } from '../data/entities/delivery-config.entity.ts';
import type { NotificationContext } from '../domain/context.ts';
import { unresolvedHost } from './smtp-errors.ts';
import { smtpAddress } from './smtp-host.ts';
import { smtpTransport } from './smtp-transport.ts';

const N = MessageCodes.notification;

/**
 * A one-off transport for the saved mail configuration, as the test mail and the patients' mails use it. Refuses
 * (AppError) a password the current key cannot read and a host that is an internal address not allowed, before
 * any connection: the platform never probes its own networks.
 */
export async function openSavedSmtp(
  ctx: Pick<NotificationContext, 'secretsKey' | 'smtpAllowedInternalHosts' | 'smtpTimeoutMs' | 'log'>,
  config: MailConfigRow,
): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
  let password: string | undefined;
  try {
    password = config.passwordEncrypted ? decryptSecret(config.passwordEncrypted, ctx.secretsKey) : undefined;
  } catch {
    throw conflict(N.mailSecretUnreadable, 'The saved password cannot be read with this key: type it again');
  }
  const target = await smtpAddress(config.host, ctx.smtpAllowedInternalHosts);
  if (!target.ok) {
    ctx.log.warn({ host: config.host, reason: target.reason }, 'mail refused before connecting');
    if (target.reason === 'unresolved') throw unresolvedHost();
    throw conflict(
      N.testMailHostNotAllowed,
      'This SMTP host is an internal address the platform may not reach',
    );
  }
  return smtpTransport({
    host: config.host,
    address: target.address,
    port: config.port,
    tls: config.tls,
    username: config.username,
    password,
    timeoutMs: ctx.smtpTimeoutMs,
  });
}
