import nodemailer from 'nodemailer';
import { AppError } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { DeliveryConfigRepository } from '../data/delivery-config.repository.ts';
import type { NotificationContext } from '../domain/context.ts';
import { openSavedSmtp } from '../mail/saved-smtp.ts';
import { smtpFailure } from '../mail/smtp-errors.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import { writeOutboxFile } from './outbox-files.ts';

const N = MessageCodes.notification;

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface PatientMailer {
  /** Sends or throws a DeliveryFailure. */
  send(mail: OutgoingMail): Promise<void>;
}

type MailerContext = Pick<
  NotificationContext,
  'dataSource' | 'secretsKey' | 'smtpAllowedInternalHosts' | 'smtpTimeoutMs' | 'log'
>;

/** SMTP causes that may pass by themselves: the server away or slow, or a 4xx answer (try again later). */
const PASSING = new Set<string>([N.testMailConnectionFailed, N.testMailTimeout]);

function failureOf(error: unknown): DeliveryFailure {
  if (error instanceof AppError) return new DeliveryFailure(error.message, PASSING.has(error.messageCode));
  const failure = smtpFailure(error);
  const responseCode = (error as { responseCode?: number } | null)?.responseCode;
  const transient =
    PASSING.has(failure.error.messageCode) || (responseCode !== undefined && responseCode < 500);
  return new DeliveryFailure(failure.error.message, transient);
}

/**
 * Mails to patients through the saved mail configuration (the one the super admin tests). Without one, they are
 * written to `outboxDir` when it is set (standalone mode, as accounts' mails), else they fail: nothing is
 * configured to carry them.
 */
export function patientMailer(ctx: MailerContext, outboxDir: string): PatientMailer {
  return {
    async send(mail) {
      const config = await new DeliveryConfigRepository(ctx.dataSource.manager).getMail();
      if (!config) {
        if (!outboxDir) throw new DeliveryFailure('No mail configuration is saved', false);
        const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
        const from = 'Teleplan <no-reply@teleplan.local>';
        const info = await stream.sendMail({ from, ...mail });
        const file = await writeOutboxFile(
          outboxDir,
          { kind: mail.kind, to: mail.to, extension: 'eml' },
          info.message as Buffer,
          { ...mail, from },
        );
        ctx.log.info({ kind: mail.kind, file }, 'patient mail written to the outbox');
        return;
      }
      let transport;
      try {
        transport = await openSavedSmtp(ctx, config);
      } catch (error) {
        throw failureOf(error);
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } catch (error) {
        const failure = failureOf(error);
        ctx.log.warn({ kind: mail.kind, detail: smtpFailure(error).detail }, 'patient mail not sent');
        throw failure;
      } finally {
        transport.close();
      }
    },
  };
}
