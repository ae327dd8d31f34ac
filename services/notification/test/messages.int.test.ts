import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import type { Language } from '@teleplan/proto/accounts';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { JOB_SCHEMA } from '../src/messages/message-queue.ts';
import { appointmentOf } from './appointment-fixture.ts';
import { startNotification, type Harness, type Person } from './harness.ts';
import { SmtpPeer } from './smtp-peer.ts';
import { SmsPeer } from './sms-peer.ts';

/**
 * Patients' messages end to end: appointment events in, pg-boss jobs on the test PostgreSQL, a real SMTP peer
 * and a local HTTP SMS gateway out. The service's clock is injected; a scheduled job is made due by moving that
 * clock and the job's start instant, never by waiting for it.
 */
let now = new Date('2030-03-10T09:00:00.000Z');
let h: Harness;
let smtp: SmtpPeer;
let sms: SmsPeer;
const tokensAsked: string[] = [];
let tokenFailures = 0;
/** Appointments schedule issues no survey link for (canceled or already evaluated). */
const noLinkFor = new Set<string>();

beforeAll(async () => {
  smtp = await new SmtpPeer({ disabledCommands: ['STARTTLS'], authOptional: true }).start();
  sms = await new SmsPeer().start();
  h = await startNotification(
    {
      NOTIFICATION_SMTP_ALLOWED_INTERNAL_HOSTS: '127.0.0.1',
      NOTIFICATION_SMS_URL: sms.url,
      NOTIFICATION_PUBLIC_URL: 'https://teleplan.test',
      NOTIFICATION_MESSAGE_POLL_SECONDS: 0.5,
      NOTIFICATION_MESSAGE_RETRY_DELAY_SECONDS: 1,
      NOTIFICATION_MESSAGE_RETRY_LIMIT: 2,
    },
    {
      clock: () => now,
      evaluations: {
        tokenFor: (appointmentId) => {
          tokensAsked.push(appointmentId);
          if (tokenFailures > 0) {
            tokenFailures -= 1;
            return Promise.reject(new (class extends Error {})('schedule away'));
          }
          if (noLinkFor.has(appointmentId)) return Promise.resolve(null);
          return Promise.resolve(`token-${appointmentId.slice(-6)}`);
        },
      },
    },
  );
  expect(
    (
      await h.call('PATCH', '/mail/config', h.superAdmin, {
        host: '127.0.0.1',
        port: String(smtp.port),
        tls: false,
        username: 'teleplan',
        mailFrom: 'planning@teleplan.test',
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await h.call('PATCH', '/sms/config', h.superAdmin, {
        accessToken: 'sms-access-token-1',
        smsAuthor: 'Teleplan',
      })
    ).status,
  ).toBe(200);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await smtp?.close();
  await sms?.close();
});
beforeEach(() => {
  now = new Date('2030-03-10T09:00:00.000Z');
  smtp.received.length = 0;
  sms.received.length = 0;
  sms.answers.length = 0;
  tokensAsked.length = 0;
  tokenFailures = 0;
});

async function patient(
  accepts: { email: boolean; sms: boolean },
  zone = 'Europe/Paris',
  language?: Language,
) {
  const person = await h.person(['PATIENT']);
  if (zone !== 'Europe/Paris' || language)
    await h.publish('profile.updated', {
      current: { ...h.profileSnapshot(person.id, { email: person.email, language }), zone },
    });
  const saved = await h.call(
    'POST',
    `/notifications/add-notifications-parameters/${person.id}`,
    h.superAdmin,
    {
      acceptingEmail: accepts.email,
      acceptingSms: accepts.sms,
    },
  );
  expect(saved.status).toBe(201);
  return person;
}

async function room(options: { virtual?: boolean } = {}): Promise<string> {
  const id = uuidv7();
  await h.publish('room.created', {
    current: {
      ...h.roomSnapshot(id, null, []),
      name: 'Salle Bleue',
      address: options.virtual ? 'Virtual' : '12 rue de la Gare, Troyes',
      url: 'https://visio.test/salle-bleue',
      virtual: options.virtual ?? false,
    },
    defaultOpeningPattern: false,
  });
  return id;
}

const appointment = (who: Person, roomId: string, start: string, extra: Partial<Appointment> = {}) =>
  appointmentOf(who.id, roomId, start, now, extra);

interface Row {
  id: string;
  kind: string;
  channel: string;
  status: string;
  error: string | null;
  attempts: number;
  scheduled_at: Date;
  body: string | null;
}
const messagesOf = (appointmentId: string) =>
  h.service.dataSource.query<Row[]>(
    `SELECT id, kind, channel, status, error, attempts, scheduled_at, body FROM message
     WHERE appointment_id = $1 ORDER BY kind, channel`,
    [appointmentId],
  );
const settled = (appointmentId: string, kind: string, count: number) =>
  waitFor(
    `${count} ${kind} message(s) settled`,
    async () => {
      const rows = (await messagesOf(appointmentId)).filter((row) => row.kind === kind);
      return rows.length === count && rows.every((row) => row.status !== 'PENDING') ? rows : null;
    },
    { timeoutMs: 20_000, intervalMs: 100 },
  );
/** Time passes: the clock moves to `instant` and the queue finds the jobs of `kind` due. */
async function timePasses(appointmentId: string, kind: string, instant: Date) {
  now = instant;
  await h.service.dataSource.query(
    `UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE id IN
       (SELECT id FROM message WHERE appointment_id = $1 AND kind = $2)`,
    [appointmentId, kind],
  );
}
const mailTo = (email: string | null) => smtp.received.filter((mail) => mail.to.includes(email!));
/** The mail's source with its quoted-printable parts decoded (UTF-8). */
const decoded = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('booking confirmation', () => {
  it('mails and texts the patient once, in French, with the video link and the address, and no comment', async () => {
    const who = await patient({ email: true, sms: true });
    const roomId = await room();
    const booked = appointment(who, roomId, '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    const rows = await settled(booked.id, 'BOOKING_CONFIRMATION', 2);
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['EMAIL', 'SENT'],
      ['SMS', 'SENT'],
    ]);
    const [mail] = mailTo(who.email);
    const text = decoded(mail!.raw);
    expect(text).toContain(
      'Votre téléconsultation est confirmée le mardi 12 mars 2030 à 15:00 (Europe/Paris)',
    );
    expect(text).toContain('https://visio.test/salle-bleue');
    expect(text).toContain('12 rue de la Gare, Troyes');
    expect(text).not.toContain('Douleurs');
    expect(sms.received).toHaveLength(1);
    expect(sms.received[0]).toMatchObject({
      authorization: 'Bearer sms-access-token-1',
      body: { sender: 'Teleplan', recipient: '+33612345678' },
    });
    expect(sms.received[0]!.body.message).toContain('15:00');
    expect(sms.received[0]!.body.message).not.toContain('Douleurs');
  });

  it('sends nothing more when the same event is delivered again', async () => {
    const who = await patient({ email: true, sms: false });
    const booked = appointment(who, await room(), '2030-03-12T14:00:00.000Z');
    const event = { id: uuidv7(), occurredAt: now.toISOString() };
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked }, event);
    await settled(booked.id, 'BOOKING_CONFIRMATION', 1);
    // A redelivery past the inbox (another replica, a replayed queue) still finds the message's key taken.
    await h.service.dataSource.query('DELETE FROM inbox_event');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked }, event);
    await settled(booked.id, 'BOOKING_CONFIRMATION', 1);
    expect(mailTo(who.email)).toHaveLength(1);
  });

  it('respects the preferences: nothing for a patient who accepts neither channel, SMS only when only SMS', async () => {
    const silent = await patient({ email: false, sms: false });
    const smsOnly = await patient({ email: false, sms: true });
    const roomId = await room();
    const first = appointment(silent, roomId, '2030-03-12T14:00:00.000Z');
    const second = appointment(smsOnly, roomId, '2030-03-12T15:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: first });
    await h.publish(ScheduleEvents.appointmentBooked, { current: second });
    await settled(second.id, 'BOOKING_CONFIRMATION', 1);
    expect(await messagesOf(first.id)).toEqual([]);
    expect((await messagesOf(second.id)).map((row) => row.channel)).not.toContain('EMAIL');
    expect(mailTo(silent.email)).toHaveLength(0);
    expect(mailTo(smsOnly.email)).toHaveLength(0);
  });

  it('writes English for a patient who chose it, and the time in the patient zone', async () => {
    const who = await patient({ email: true, sms: false }, 'America/New_York', 'en');
    const booked = appointment(who, await room({ virtual: true }), '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    await settled(booked.id, 'BOOKING_CONFIRMATION', 1);
    const text = decoded(mailTo(who.email)[0]!.raw);
    expect(text).toContain(
      'Your teleconsultation is confirmed on Tuesday, 12 March 2030 at 10:00 (America/New_York)',
    );
    expect(text).toContain('Address: Virtual');
  });
});

describe('retries', () => {
  it('retries a transient failure with back-off, then sends', async () => {
    const who = await patient({ email: false, sms: true });
    sms.answers.push(503, 503);
    const booked = appointment(who, await room(), '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    const [row] = await settled(booked.id, 'BOOKING_CONFIRMATION', 1);
    expect(row).toMatchObject({ status: 'SENT', attempts: 3, error: null });
    expect(sms.received).toHaveLength(1);
  }, 30_000);

  it('marks a permanent failure failed with its cause, without retrying', async () => {
    const who = await patient({ email: false, sms: true });
    sms.answers.push(400);
    const booked = appointment(who, await room(), '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    const [row] = await settled(booked.id, 'BOOKING_CONFIRMATION', 1);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, error: 'The SMS gateway answered 400' });
  });
});

describe('scheduled messages', () => {
  it('plans the reminder the day before at 18:00 in the patient zone, across a DST change', async () => {
    const paris = await patient({ email: true, sms: false });
    const newYork = await patient({ email: true, sms: false }, 'America/New_York');
    const roomId = await room();
    const first = appointment(paris, roomId, '2030-03-12T14:00:00.000Z');
    const second = appointment(newYork, roomId, '2030-03-12T15:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: first });
    await h.publish(ScheduleEvents.appointmentBooked, { current: second });
    const reminder = async (id: string) => (await messagesOf(id)).find((row) => row.kind === 'REMINDER')!;
    expect((await reminder(first.id)).scheduled_at.toISOString()).toBe('2030-03-11T17:00:00.000Z');
    // New York changed to summer time on 10 March 2030: 18:00 there is 22:00 UTC.
    expect((await reminder(second.id)).scheduled_at.toISOString()).toBe('2030-03-11T22:00:00.000Z');
    const [job] = await h.service.dataSource.query<{ start_after: Date }[]>(
      `SELECT start_after FROM ${JOB_SCHEMA}.job WHERE id = $1`,
      [(await reminder(first.id)).id],
    );
    expect(job!.start_after.toISOString()).toBe('2030-03-11T17:00:00.000Z');

    await timePasses(first.id, 'REMINDER', new Date('2030-03-11T17:00:00.000Z'));
    const [sent] = await settled(first.id, 'REMINDER', 1);
    expect(sent!.status).toBe('SENT');
    expect(decoded(mailTo(paris.email).at(-1)!.raw)).toContain(
      'Rappel : votre téléconsultation a lieu demain',
    );
  });

  it('skips a reminder whose appointment was canceled meanwhile, and sends the cancellation', async () => {
    const who = await patient({ email: true, sms: false });
    const booked = appointment(who, await room(), '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    await settled(booked.id, 'BOOKING_CONFIRMATION', 1);
    await h.publish(ScheduleEvents.appointmentCanceled, {
      current: {
        ...booked,
        canceled: true,
        cancelMotive: 'Rhume',
        updatedAt: new Date(now.getTime() + 1000).toISOString(),
      },
    });
    const [cancellation] = await settled(booked.id, 'BOOKING_CANCELLATION', 1);
    expect(cancellation!.status).toBe('SENT');
    expect(cancellation!.body).not.toContain('Rhume');
    await timePasses(booked.id, 'REMINDER', new Date('2030-03-11T17:00:00.000Z'));
    const [reminder] = await settled(booked.id, 'REMINDER', 1);
    expect(reminder).toMatchObject({ status: 'SKIPPED' });
    expect(mailTo(who.email).map((mail) => decoded(mail.raw))).toHaveLength(2);
  });

  it('tells no cancellation of an appointment the patient was never told of on that channel', async () => {
    const who = await patient({ email: false, sms: false });
    const booked = appointment(who, await room(), '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    await h.call('POST', `/notifications/update-notifications-parameters/${who.id}`, h.superAdmin, {
      acceptingEmail: true,
      acceptingSms: false,
    });
    await h.publish(ScheduleEvents.appointmentCanceled, {
      current: { ...booked, canceled: true, updatedAt: new Date(now.getTime() + 1000).toISOString() },
    });
    const [cancellation] = await settled(booked.id, 'BOOKING_CANCELLATION', 1);
    expect(cancellation).toMatchObject({ status: 'SKIPPED' });
    expect(mailTo(who.email)).toHaveLength(0);
  });

  it('skips the reminder of a moved appointment and sends the new one for the new time', async () => {
    const who = await patient({ email: true, sms: false });
    const roomId = await room();
    const booked = appointment(who, roomId, '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    const moved = appointment(who, roomId, '2030-03-14T09:00:00.000Z', { id: booked.id });
    await h.publish(ScheduleEvents.appointmentModified, { current: moved, previous: booked });
    await settled(booked.id, 'BOOKING_MODIFICATION', 1);
    const reminders = (await messagesOf(booked.id)).filter((row) => row.kind === 'REMINDER');
    expect(reminders.map((row) => row.scheduled_at.toISOString()).sort()).toEqual([
      '2030-03-11T17:00:00.000Z',
      '2030-03-13T17:00:00.000Z',
    ]);
    await timePasses(booked.id, 'REMINDER', new Date('2030-03-13T17:00:00.000Z'));
    const settledReminders = await settled(booked.id, 'REMINDER', 2);
    expect(settledReminders.map((row) => row.status).sort()).toEqual(['SENT', 'SKIPPED']);
  });

  it('sends the satisfaction link after the appointment ends, retrying while schedule is away', async () => {
    const who = await patient({ email: true, sms: false });
    const booked = appointment(who, await room(), '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    tokenFailures = 1;
    await timePasses(booked.id, 'SATISFACTION', new Date('2030-03-12T14:20:00.000Z'));
    const [row] = await settled(booked.id, 'SATISFACTION', 1);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(decoded(mailTo(who.email).at(-1)!.raw)).toContain(
      `https://teleplan.test/formulaire-satisfaction#/?token=token-${booked.id.slice(-6)}`,
    );
  }, 30_000);

  it('skips the satisfaction link that schedule will not issue (the appointment was already evaluated)', async () => {
    const who = await patient({ email: true, sms: false });
    const booked = appointment(who, await room(), '2030-03-12T15:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    noLinkFor.add(booked.id);
    await timePasses(booked.id, 'SATISFACTION', new Date('2030-03-12T15:20:00.000Z'));
    const [row] = await settled(booked.id, 'SATISFACTION', 1);
    expect(row).toMatchObject({ status: 'SKIPPED', attempts: 1 });
  }, 30_000);

  it("sends the room's custom mail after the appointment, sanitised again, when it is active", async () => {
    const who = await patient({ email: true, sms: false });
    const roomId = await room();
    await h.call('POST', `/notifications/rooms/${roomId}/mail-parameters`, h.superAdmin, {
      activeSendCustomPostAppointMail: true,
      customPostAppointMailSubject: 'Après votre consultation',
      customPostAppointMailContentHTML: '<p>Pensez à <b>boire</b></p>',
    });
    // A row written before the sanitiser (or by hand) must still be cleaned on its way out.
    await h.service.dataSource.query(
      `UPDATE room_mail_parameters SET content_html = '<p>Pensez à <b>boire</b></p><script>alert(1)</script>' WHERE room_id = $1`,
      [roomId],
    );
    const booked = appointment(who, roomId, '2030-03-12T14:00:00.000Z');
    await h.publish(ScheduleEvents.appointmentBooked, { current: booked });
    await timePasses(booked.id, 'POST_APPOINTMENT', new Date('2030-03-12T14:20:00.000Z'));
    const [row] = await settled(booked.id, 'POST_APPOINTMENT', 1);
    expect(row!.status).toBe('SENT');
    const raw = decoded(mailTo(who.email).at(-1)!.raw);
    expect(raw).toContain('Subject: =?UTF-8?Q?Apr');
    expect(raw).toContain('<b>boire</b>');
    expect(raw).not.toContain('<script>');
  });
});
