import { withClient } from './booking-data.ts';
import type { SmsPeer } from '@teleplan/notification/test/sms-peer';
import type { SmtpPeer } from '@teleplan/notification/test/smtp-peer';

/** The bench patients' addresses: one mailbox and one phone number each, so that a copy shows as a duplicate. */
const patientEmail = (n: number) => `patient-${n}@bench.teleplan.test`;
const patientPhone = (n: number) => `+336${String(n).padStart(8, '0')}`;

/**
 * The patients of a booking world in notification's people replica (as accounts' events would leave them: a
 * profile with an email and a phone number, in French, in Paris), each accepting mails and SMS.
 */
export async function insertMessagePatients(
  notificationUrl: string,
  patients: readonly string[],
): Promise<void> {
  await withClient(notificationUrl, async (client) => {
    await client.query(
      `INSERT INTO person (id, email, has_telephone, telephone_number, first_name, last_name, zone, language,
                           staff, has_account, enabled, roles, profile_at)
       SELECT id, email, true, phone, 'Lucie', 'Bernard ' || n, 'Europe/Paris', 'fr', false, false, true, '{}', now()
       FROM unnest($1::uuid[], $2::text[], $3::text[]) WITH ORDINALITY AS p(id, email, phone, n)`,
      [patients, patients.map((_, n) => patientEmail(n)), patients.map((_, n) => patientPhone(n))],
    );
    await client.query(
      `INSERT INTO notification_preferences (profile_id, accepting_email, accepting_sms, updated_at)
       SELECT unnest($1::uuid[]), true, true, now()`,
      [patients],
    );
  });
}

/** Points the platform's mail and SMS configurations at the local peers, through the API as the admin. */
export async function configurePeers(gatewayUrl: string, token: string, smtp: SmtpPeer): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const saves = [
    [
      'mail/config',
      {
        host: '127.0.0.1',
        port: String(smtp.port),
        tls: false,
        username: 'bench',
        mailFrom: 'rdv@bench.teleplan.test',
      },
    ],
    ['sms/config', { accessToken: 'bench-sms-access-token', smsAuthor: 'Teleplan' }],
  ] as const;
  for (const [path, body] of saves) {
    const answer = await fetch(`${gatewayUrl}/api/notification/${path}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (answer.status !== 200)
      throw new Error(`PATCH ${path} answered ${answer.status} ${await answer.text()}`);
  }
}

/** Copies each peer received per address of the patients given (by index): addresses without, copies beyond one. */
export function peerCopies(
  smtp: SmtpPeer,
  sms: SmsPeer,
  patients: readonly number[],
): Record<'mail' | 'sms', { missing: number; duplicates: number }> {
  const count = (addresses: string[], expected: (n: number) => string) => {
    const copies = new Map<string, number>();
    for (const address of addresses) copies.set(address, (copies.get(address) ?? 0) + 1);
    const wanted = patients.map((n) => copies.get(expected(n)) ?? 0);
    return {
      missing: wanted.filter((copiesOf) => copiesOf === 0).length,
      duplicates: wanted.reduce((sum, copiesOf) => sum + Math.max(0, copiesOf - 1), 0),
    };
  };
  return {
    mail: count(
      smtp.received.flatMap((mail) => mail.to),
      patientEmail,
    ),
    sms: count(
      sms.received.map((message) => message.body.recipient),
      patientPhone,
    ),
  };
}
