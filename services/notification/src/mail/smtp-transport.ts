import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface SmtpSettings {
  host: string;
  /** Where `host` resolved when it was checked: the connection goes there, TLS still verifies `host`. */
  address: string;
  port: number;
  /** Encrypted connection required: TLS from the start on port 465, STARTTLS on any other port. */
  tls: boolean;
  username: string;
  /** Absent: the server is used without authentication. */
  password: string | undefined;
  timeoutMs: number;
}

/**
 * A one-off SMTP transport for the saved settings. Without `tls` the client still upgrades with STARTTLS when the
 * server offers it (nodemailer's default); certificates are always verified.
 */
export function smtpTransport(settings: SmtpSettings): Transporter<SMTPTransport.SentMessageInfo> {
  const implicit = settings.tls && settings.port === 465;
  return nodemailer.createTransport({
    host: settings.address,
    // SNI and certificate checks name the saved host, not the address connected to.
    tls: isIP(settings.host) ? undefined : { servername: settings.host },
    port: settings.port,
    secure: implicit,
    requireTLS: settings.tls && !implicit,
    auth: settings.password === undefined ? undefined : { user: settings.username, pass: settings.password },
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
}
