import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@teleplan/proto/roles';
import { code, ghost, startNotification, type Harness } from './harness.ts';

/**
 * The messages log (GET messages, GET messages/{id}): the super admin's alone, every other role refused; the
 * list masks recipients and holds no text, the detail has both; bad filters are 400 with a code.
 */
let h: Harness;
const ids = { sent: uuidv7(), failed: uuidv7() };
const appointmentId = uuidv7();

beforeAll(async () => {
  h = await startNotification();
  const insert = `INSERT INTO message (id, appointment_id, patient_id, kind, channel, revision, status, recipient,
      subject, body, error, attempts, created_at, scheduled_at, sent_at, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $13)`;
  await h.service.dataSource.query(insert, [
    ids.sent,
    appointmentId,
    uuidv7(),
    'BOOKING_CONFIRMATION',
    'EMAIL',
    'e1',
    'SENT',
    'jeanne.martin@exemple.fr',
    'Votre téléconsultation est confirmée',
    'Bonjour Jeanne',
    null,
    1,
    new Date('2030-03-10T09:00:00Z'),
    new Date('2030-03-10T09:00:01Z'),
  ]);
  await h.service.dataSource.query(insert, [
    ids.failed,
    appointmentId,
    uuidv7(),
    'BOOKING_CONFIRMATION',
    'SMS',
    'e1',
    'FAILED',
    '06 12 34 56 78',
    null,
    null,
    'The SMS gateway answered 400',
    1,
    new Date('2030-03-10T09:00:02Z'),
    null,
  ]);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('who may read the messages', () => {
  for (const role of [...ROLES, 'SERVICE'] as const) {
    const allowed = role === 'SUPER_ADMIN';
    it(`${allowed ? 'lets' : 'refuses'} ${role} ${allowed ? 'read' : 'reading'} the list and a message`, async () => {
      const list = await h.call('GET', '/messages', ghost(role));
      const one = await h.call('GET', `/messages/${ids.sent}`, ghost(role));
      expect([list.status, one.status]).toEqual(allowed ? [200, 200] : [403, 403]);
      if (!allowed)
        expect([code(list), code(one)]).toEqual(['common.auth.forbidden', 'common.auth.forbidden']);
    });
  }

  it('refuses a caller without a token', async () => {
    const reply = await h.call('GET', '/messages', null);
    expect([reply.status, code(reply)]).toEqual([401, 'common.auth.unauthenticated']);
  });
});

describe('GET messages', () => {
  it('lists newest first with masked recipients and no text', async () => {
    const reply = await h.call('GET', '/messages', h.superAdmin);
    expect(reply.body).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
    const page = reply.body as { content: Record<string, unknown>[] };
    expect(page.content.map((m) => [m.id, m.recipient])).toEqual([
      [ids.failed, '** ** ** ** 78'],
      [ids.sent, 'j***@e***.fr'],
    ]);
    expect(page.content[0]).not.toHaveProperty('body');
    expect(page.content[0]).toMatchObject({ status: 'FAILED', error: 'The SMS gateway answered 400' });
  });

  it('filters on status, channel and kind, and pages', async () => {
    const failed = await h.call('GET', '/messages?status=FAILED', h.superAdmin);
    expect((failed.body as { content: { id: string }[] }).content.map((m) => m.id)).toEqual([ids.failed]);
    const second = await h.call('GET', '/messages?size=1&page=1', h.superAdmin);
    expect(second.body).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect((second.body as { content: { id: string }[] }).content.map((m) => m.id)).toEqual([ids.sent]);
    const none = await h.call('GET', '/messages?kind=REMINDER&channel=SMS', h.superAdmin);
    expect(none.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('answers 400 with a code for an unknown filter value', async () => {
    const reply = await h.call('GET', '/messages?status=LOST', h.superAdmin);
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
  });
});

describe('GET messages/{id}', () => {
  it('gives the super admin the recipient and the text sent', async () => {
    const reply = await h.call('GET', `/messages/${ids.sent}`, h.superAdmin);
    expect(reply.body).toMatchObject({
      recipient: 'jeanne.martin@exemple.fr',
      subject: 'Votre téléconsultation est confirmée',
      body: 'Bonjour Jeanne',
    });
  });

  it('answers 404 notification.message.unknown for an unknown id', async () => {
    const reply = await h.call('GET', `/messages/${uuidv7()}`, h.superAdmin);
    expect([reply.status, code(reply)]).toEqual([404, 'notification.message.unknown']);
  });
});
