import { AppError } from '@teleplan/kit/errors';
import { MessageCodes, type MessageCode } from '@teleplan/proto/message-codes';

const N = MessageCodes.notification;

/** What nodemailer's SMTP client puts on its errors (lib/smtp-connection). */
interface SmtpFailure {
  code?: string;
  command?: string;
  responseCode?: number;
  message?: string;
  /** OpenSSL's library name, set on TLS handshake failures. */
  library?: string;
}

const TLS_TEXT = /certificate|ssl|tls|handshake|wrong version number/i;

function classify(failure: SmtpFailure): { code: MessageCode; reason: string } {
  switch (failure.code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return { code: N.testMailAuthenticationFailed, reason: 'The SMTP server refused the credentials' };
    case 'ETLS':
      return { code: N.testMailTlsFailed, reason: 'The encrypted connection (TLS) could not be set up' };
    case 'ETIMEDOUT':
      return { code: N.testMailTimeout, reason: 'The SMTP server did not answer in time' };
    case 'EENVELOPE':
      if (failure.command === 'RCPT TO')
        return { code: N.testMailRecipientRejected, reason: 'The SMTP server rejected the recipient' };
      if (failure.command === 'MAIL FROM')
        return { code: N.testMailSenderRejected, reason: 'The SMTP server rejected the sender address' };
      break;
    case 'ESOCKET':
      if (failure.library !== undefined || TLS_TEXT.test(failure.message ?? ''))
        return { code: N.testMailTlsFailed, reason: 'The encrypted connection (TLS) could not be set up' };
      return { code: N.testMailConnectionFailed, reason: 'The SMTP server could not be reached' };
    case 'ECONNECTION':
    case 'EDNS':
      return { code: N.testMailConnectionFailed, reason: 'The SMTP server could not be reached' };
  }
  return { code: N.testMailFailed, reason: 'The SMTP server did not accept the mail' };
}

/**
 * The failure of a test mail as an answer the super admin can act on: a code per cause (connection, credentials,
 * TLS, rejected recipient or sender, time-out) and that cause's fixed sentence, never the network's or the
 * server's own words (they would describe hosts and ports behind the platform); `detail` is for the log only.
 * 502: the platform works, the mail server it was configured with did not.
 */
export function smtpFailure(error: unknown): { error: AppError; detail: string } {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const { code, reason } = classify(failure);
  const detail = (failure.message ?? String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
  return { error: new AppError(502, code, reason), detail };
}

/** The host's name did not resolve: as a connection failure, without the resolver's words. */
export const unresolvedHost = (): AppError =>
  new AppError(502, N.testMailConnectionFailed, 'The SMTP server could not be reached');
