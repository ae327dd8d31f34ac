import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMail } from './templates.ts';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  outboxDir: string;
}

/** Sends through the SMTP server of `smtpUrl`. */
export function smtpMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      log.info({ to: mail.to, kind: mail.kind }, 'mail sent');
    },
  };
}

/**
 * Without SMTP (standalone mode): each mail becomes `<dir>/<time>-<kind>-<to>.eml` (the RFC 822 message) and a
 * `.json` twin with to, subject, text, html and link; the link is logged so the flow can be completed locally.
 */
export function outboxMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(options.outboxDir, `${stamp}-${mail.kind}-${mail.to.replace(/[^\w.@-]/g, '_')}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(
        `${base}.json`,
        JSON.stringify({ ...mail, from: options.from, createdAt: new Date().toISOString() }, null, 2),
      );
      log.info(
        { to: mail.to, kind: mail.kind, link: mail.link, file: `${base}.eml` },
        'mail written to the outbox',
      );
    },
  };
}

export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  return options.smtpUrl ? smtpMailer(options, log) : outboxMailer(options, log);
}

/**
 * Sends mails in the background once their transaction committed: a failure is logged and changes nothing
 * already saved; `flush()` waits for those under way (graceful shutdown, tests).
 */
export class MailDispatcher {
  private readonly mailer: Mailer;
  private readonly log: FastifyBaseLogger;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(mailer: Mailer, log: FastifyBaseLogger) {
    this.mailer = mailer;
    this.log = log;
  }

  dispatch(mail: OutgoingMail): void {
    const sending = this.mailer
      .send(mail)
      .catch((error: unknown) =>
        this.log.error({ err: error, to: mail.to, kind: mail.kind }, 'mail not sent'),
      )
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
