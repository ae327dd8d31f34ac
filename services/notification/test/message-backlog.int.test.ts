import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import { appointmentOf } from './appointment-fixture.ts';
import { startNotification, type Harness } from './harness.ts';
import { SmtpPeer } from './smtp-peer.ts';

/**
 * A backlog of due messages (the appointment events a broker outage held back, arriving at once) goes out
 * batch after batch, not one batch of 10 per polling interval: at the default 2 s, bookings at 5 a second with
 * mails and SMS would be queued faster than they are sent. The service's clock is injected.
 */
const POLL_SECONDS = 5;
const BACKLOG = 45;
const now = new Date('2030-03-10T09:00:00.000Z');
let h: Harness;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await new SmtpPeer({ disabledCommands: ['STARTTLS'], authOptional: true }).start();
  h = await startNotification(
    {
      NOTIFICATION_SMTP_ALLOWED_INTERNAL_HOSTS: '127.0.0.1',
      NOTIFICATION_MESSAGE_POLL_SECONDS: POLL_SECONDS,
    },
    { clock: () => now },
  );
  const saved = await h.call('PATCH', '/mail/config', h.superAdmin, {
    host: '127.0.0.1',
    port: String(smtp.port),
    tls: false,
    username: 'teleplan',
    mailFrom: 'planning@teleplan.test',
  });
  expect(saved.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

it('sends a backlog of due messages without waiting a polling interval between batches', async () => {
  const patient = await h.person(['PATIENT']);
  const accepted = await h.call(
    'POST',
    `/notifications/add-notifications-parameters/${patient.id}`,
    h.superAdmin,
    { acceptingEmail: true, acceptingSms: false },
  );
  expect(accepted.status).toBe(201);
  const room = uuidv7();
  for (let n = 0; n < BACKLOG; n++) {
    const start = new Date(Date.parse('2030-03-20T08:00:00.000Z') + n * 3_600_000).toISOString();
    await h.publish(ScheduleEvents.appointmentBooked, {
      current: appointmentOf(patient.id, room, start, now),
    });
  }
  await waitFor(
    `${BACKLOG} confirmations recorded`,
    async () => {
      const [{ n }] = await h.service.dataSource.query<[{ n: number }]>(
        "SELECT count(*)::int AS n FROM message WHERE kind = 'BOOKING_CONFIRMATION'",
      );
      return n === BACKLOG || null;
    },
    { timeoutMs: 20_000, intervalMs: 50 },
  );
  const recordedAt = performance.now();
  await waitFor(`${BACKLOG} mails`, async () => smtp.received.length >= BACKLOG || null, {
    timeoutMs: 30_000,
    intervalMs: 50,
  });
  // At most the wait for the next poll, then one batch after the other; one batch per poll would take 4 more.
  expect(performance.now() - recordedAt).toBeLessThan(2 * POLL_SECONDS * 1000 + 2_000);
  expect(smtp.received).toHaveLength(BACKLOG);
}, 60_000);
