import { badRequest, conflict } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { TestMailBody, TestMailReply } from '@teleplan/proto/notification';
import { DeliveryConfigRepository } from '../data/delivery-config.repository.ts';
import { openSavedSmtp } from '../mail/saved-smtp.ts';
import { smtpFailure } from '../mail/smtp-errors.ts';
import type { NotificationContext } from './context.ts';
import { EMAIL } from './formats.ts';

const N = MessageCodes.notification;

/** POST /mail/config/test: sends a short mail to `to` through the saved configuration, as real mails will go. */
export async function sendTestMail(ctx: NotificationContext, body: TestMailBody): Promise<TestMailReply> {
  const to = body.to.trim();
  if (!EMAIL.test(to)) throw badRequest(N.testMailRecipientFormat, 'The recipient is not an email');
  const config = await new DeliveryConfigRepository(ctx.dataSource.manager).getMail();
  if (!config) throw conflict(N.mailNotConfigured, 'Save a mail configuration first');
  const transport = await openSavedSmtp(ctx, config);
  try {
    const info = await transport.sendMail({
      from: config.mailFrom,
      to,
      subject: 'Teleplan : mail de test',
      text:
        'Ce mail confirme que la configuration SMTP de Teleplan fonctionne.\n\n' +
        'This mail confirms that the SMTP configuration of Teleplan works.',
    });
    ctx.log.info({ to, host: config.host }, 'test mail sent');
    return { delivered: true, response: info.response };
  } catch (error) {
    const failure = smtpFailure(error);
    ctx.log.warn(
      { to, host: config.host, messageCode: failure.error.messageCode, detail: failure.detail },
      'test mail failed',
    );
    throw failure.error;
  } finally {
    transport.close();
  }
}
