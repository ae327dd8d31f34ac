import { decryptSecret } from '@teleplan/kit/crypto/secret-encryption';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import { DeliveryConfigRepository } from '../data/delivery-config.repository.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import { writeOutboxFile } from './outbox-files.ts';

export interface OutgoingSms {
  kind: string;
  /** The number as the profile holds it; providers get it in international form. */
  to: string;
  text: string;
}

/** Where SMS go: an HTTP gateway or a local outbox. `send` throws a DeliveryFailure. */
export interface SmsProvider {
  send(sms: OutgoingSms): Promise<void>;
}

/** A French national number (`06 12 34 56 78`) as +33…; any other form is passed with its spaces and dots removed. */
export function internationalNumber(phone: string): string {
  const compact = phone.replace(/[\s.\-()]/g, '');
  if (/^0\d{9}$/.test(compact)) return `+33${compact.slice(1)}`;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return compact;
}

/**
 * The HTTP SMS gateway at `url`, with the saved configuration: `POST url` with `Authorization: Bearer
 * <accessToken>` and `{ sender: smsAuthor, recipient, message }`. A 2xx is sent; a 408, 429 or 5xx, a time-out or
 * no answer may pass (transient); any other answer is permanent.
 */
export function httpSmsProvider(options: {
  url: string;
  dataSource: DataSource;
  secretsKey: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): SmsProvider {
  return {
    async send(sms) {
      const config = await new DeliveryConfigRepository(options.dataSource.manager).getSms();
      if (!config) throw new DeliveryFailure('No SMS configuration is saved', false);
      let accessToken: string;
      try {
        accessToken = decryptSecret(config.accessTokenEncrypted, options.secretsKey);
      } catch {
        throw new DeliveryFailure('The saved SMS access token cannot be read with this key', false);
      }
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            sender: config.smsAuthor,
            recipient: internationalNumber(sms.to),
            message: sms.text,
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        await response.arrayBuffer();
      } catch (error) {
        options.log.warn({ kind: sms.kind, err: error }, 'SMS gateway unreachable');
        throw new DeliveryFailure('The SMS gateway could not be reached', true);
      }
      if (response.ok) return;
      const transient = response.status === 408 || response.status === 429 || response.status >= 500;
      options.log.warn({ kind: sms.kind, status: response.status }, 'SMS refused by the gateway');
      throw new DeliveryFailure(`The SMS gateway answered ${response.status}`, transient);
    },
  };
}

/** SMS written as `.txt` files in `dir` (standalone mode: the demo's SMS land in `.data/sms-outbox/`). */
export function outboxSmsProvider(dir: string, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(sms) {
      const to = internationalNumber(sms.to);
      const file = await writeOutboxFile(dir, { kind: sms.kind, to, extension: 'txt' }, sms.text, {
        ...sms,
        to,
      });
      log.info({ kind: sms.kind, file }, 'patient SMS written to the outbox');
    },
  };
}

/** No way to send SMS is configured: every SMS fails with that reason. */
export const noSmsProvider: SmsProvider = {
  send: () =>
    Promise.reject(new DeliveryFailure('No SMS gateway is configured (NOTIFICATION_SMS_URL)', false)),
};
