import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEncryptedSecret } from '@teleplan/kit/crypto/secret-encryption';
import { as, code, startNotification, type Harness, type Person } from './harness.ts';

/** Bad input on every body answers 4xx with a messageCode and changes nothing. */
let h: Harness;
let patient: Person;
let roomId: string;

type Row = Record<string, unknown>;
const rows = (table: string): Promise<Row[]> =>
  h.service.dataSource.query(`SELECT * FROM ${table} ORDER BY 1`);

/** Sends `body` and expects the refusal, with every table of the service unchanged. */
async function refused(method: string, url: string, body: unknown, status: number, messageCode: string) {
  const tables = ['notification_preferences', 'room_mail_parameters', 'mail_config', 'sms_config'];
  const before = await Promise.all(tables.map(rows));
  const reply = await h.call(method, url, h.superAdmin, body);
  expect([reply.status, code(reply)], JSON.stringify(reply.body)).toEqual([status, messageCode]);
  expect(await Promise.all(tables.map(rows))).toEqual(before);
}

beforeAll(async () => {
  h = await startNotification();
  patient = await h.person(['PATIENT']);
  roomId = await h.room(null, []);
  await h.call('POST', `/notifications/add-notifications-parameters/${patient.id}`, h.superAdmin, {
    acceptingEmail: true,
    acceptingSms: false,
  });
  await h.call('POST', `/notifications/rooms/${roomId}/mail-parameters`, h.superAdmin, {
    activeSendCustomPostAppointMail: false,
    customPostAppointMailSubject: '',
    customPostAppointMailContentHTML: '',
  });
  await h.call('PATCH', '/mail/config', h.superAdmin, {
    host: 'smtp.example.test',
    port: '587',
    tls: true,
    username: 'teleplan',
    password: 'Initial secret',
    mailFrom: 'planning@example.test',
  });
  await h.call('PATCH', '/sms/config', h.superAdmin, {
    accessToken: 'token-0123456789',
    smsAuthor: 'Teleplan',
  });
}, 60_000);
afterAll(async () => h?.close());

const INVALID = 'common.request.invalid';

describe('notification preferences bodies', () => {
  const paths = ['add-notifications-parameters', 'update-notifications-parameters'];
  it.each(paths)('%s refuses wrong types, missing and unknown fields', async (path) => {
    const url = `/notifications/${path}/${patient.id}`;
    await refused('POST', url, { acceptingEmail: 'yes', acceptingSms: false }, 400, INVALID);
    await refused('POST', url, { acceptingEmail: 1, acceptingSms: false }, 400, INVALID);
    await refused('POST', url, { acceptingEmail: true }, 400, INVALID);
    await refused('POST', url, { acceptingEmail: true, acceptingSms: false, admin: true }, 400, INVALID);
    await refused('POST', url, 'acceptingEmail', 415, INVALID);
  });

  it.each(paths)('%s refuses a malformed or unknown profile id', async (path) => {
    const body = { acceptingEmail: false, acceptingSms: false };
    await refused('POST', `/notifications/${path}/not-a-uuid`, body, 400, INVALID);
    await refused(
      'POST',
      `/notifications/${path}/${crypto.randomUUID()}`,
      body,
      404,
      'notification.profile.unknown',
    );
  });

  it('refuses mails for a profile without email and SMS for a profile without phone', async () => {
    const silent = await h.person(['PATIENT'], { email: null, telephoneNumber: null });
    const url = `/notifications/add-notifications-parameters/${silent.id}`;
    await refused(
      'POST',
      url,
      { acceptingEmail: true, acceptingSms: false },
      400,
      'notification.preferences.no_email',
    );
    await refused(
      'POST',
      url,
      { acceptingEmail: false, acceptingSms: true },
      400,
      'notification.preferences.no_telephone',
    );
    const reply = await h.call('POST', url, as(silent), { acceptingEmail: false, acceptingSms: false });
    expect(reply.status).toBe(201);
  });

  it('refuses SMS on update for a profile without phone, keeping the saved choice', async () => {
    const url = `/notifications/update-notifications-parameters/${patient.id}`;
    await h.publish('profile.updated', {
      current: h.profileSnapshot(patient.id, { email: patient.email, telephoneNumber: '' }),
    });
    await refused(
      'POST',
      url,
      { acceptingEmail: true, acceptingSms: true },
      400,
      'notification.preferences.no_telephone',
    );
  });

  it('answers existing for a second add', async () => {
    await refused(
      'POST',
      `/notifications/add-notifications-parameters/${patient.id}`,
      { acceptingEmail: false, acceptingSms: false },
      409,
      'notification.preferences.existing',
    );
  });
});

describe('PATCH mail/config', () => {
  it.each([
    [{ host: '' }, 'notification.mail_config.host_required'],
    [{ host: '   ' }, 'notification.mail_config.host_required'],
    [{ port: '' }, 'notification.mail_config.port_required'],
    [{ port: '58a' }, 'notification.mail_config.port_format'],
    [{ port: '-25' }, 'notification.mail_config.port_format'],
    [{ port: '70000' }, 'notification.mail_config.port_format'],
    [{ port: '0' }, 'notification.mail_config.port_format'],
    [{ username: '' }, 'notification.mail_config.username_required'],
    [{ mailFrom: '' }, 'notification.mail_config.mail_from_required'],
    [{ mailFrom: 'planning' }, 'notification.mail_config.mail_from_format'],
    [{ mailFrom: 'a b@example.test' }, 'notification.mail_config.mail_from_format'],
    [{ port: 587 }, INVALID],
    [{ tls: 'yes' }, INVALID],
    [{ host: 'h'.repeat(254) }, INVALID],
    [{ password: 'p'.repeat(501) }, INVALID],
    [{ smtpUrl: 'smtp://x' }, INVALID],
  ])('refuses %j with %s', async (body, messageCode) => {
    await refused('PATCH', '/mail/config', body, 400, messageCode);
  });

  it('stores the password encrypted, never answers it, and keeps it when the password is empty', async () => {
    const stored = async () => (await rows('mail_config'))[0]!.password_encrypted as string;
    const reply = await h.call('PATCH', '/mail/config', h.superAdmin, { password: 'N3w pass!' });
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.body)).not.toContain('N3w pass!');
    expect(reply.body).toMatchObject({ passwordSet: true, configured: true, port: '587' });
    const saved = await stored();
    expect(isEncryptedSecret(saved)).toBe(true);
    expect(saved).not.toContain('N3w pass!');
    const read = await h.call('GET', '/mail/config', h.superAdmin);
    expect(Object.keys(read.body as object).sort()).toEqual(
      ['configured', 'host', 'mailFrom', 'passwordSet', 'port', 'tls', 'username'].sort(),
    );
    expect(
      (await h.call('PATCH', '/mail/config', h.superAdmin, { password: '', host: 'smtp2.example.test' }))
        .status,
    ).toBe(200);
    expect(await stored()).toBe(saved);
  });

  it('asks for every required field on the first save', async () => {
    const fresh = await startNotification();
    try {
      const reply = await fresh.call('PATCH', '/mail/config', fresh.superAdmin, {
        host: 'smtp.example.test',
      });
      expect([reply.status, code(reply)]).toEqual([400, 'notification.mail_config.port_required']);
      expect(await fresh.count('mail_config')).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('PATCH sms/config', () => {
  it.each([
    [{ accessToken: 'short' }, 'notification.sms_config.invalid_token'],
    [{ accessToken: 'has a space inside' }, 'notification.sms_config.invalid_token'],
    [{ smsAuthor: '' }, 'notification.sms_config.author_required'],
    [{ smsAuthor: 'TooLongAuthor' }, 'notification.sms_config.invalid_author'],
    [{ smsAuthor: 'Télé<plan>' }, 'notification.sms_config.invalid_author'],
    [{ smsAuthor: 12 }, INVALID],
    [{ accessToken: 't'.repeat(1001) }, INVALID],
    [{ sender: 'x' }, INVALID],
  ])('refuses %j with %s', async (body, messageCode) => {
    await refused('PATCH', '/sms/config', body, 400, messageCode);
  });

  it('stores the token encrypted, answers only that one is set, and keeps it when empty', async () => {
    const stored = async () => (await rows('sms_config'))[0]!.access_token_encrypted as string;
    const reply = await h.call('PATCH', '/sms/config', h.superAdmin, {
      accessToken: 'secret-token-42',
      smsAuthor: '+33612345678',
    });
    expect(reply.body).toEqual({ configured: true, smsAuthor: '+33612345678', accessTokenSet: true });
    const saved = await stored();
    expect(isEncryptedSecret(saved) && !saved.includes('secret-token-42')).toBe(true);
    await h.call('PATCH', '/sms/config', h.superAdmin, { accessToken: '', smsAuthor: 'Teleplan' });
    expect(await stored()).toBe(saved);
  });

  it('asks for the token on the first save', async () => {
    const fresh = await startNotification();
    try {
      const reply = await fresh.call('PATCH', '/sms/config', fresh.superAdmin, { smsAuthor: 'Teleplan' });
      expect([reply.status, code(reply)]).toEqual([400, 'notification.sms_config.token_required']);
    } finally {
      await fresh.close();
    }
  });
});

describe('room mail parameters', () => {
  const url = (id: string) => `/notifications/rooms/${id}/mail-parameters`;
  const valid = {
    activeSendCustomPostAppointMail: true,
    customPostAppointMailSubject: 'Merci',
    customPostAppointMailContentHTML: '<p>Merci</p>',
  };

  it.each(['GET', 'POST', 'PATCH'])('%s refuses a malformed room id and an unknown room', async (method) => {
    const body = method === 'GET' ? undefined : valid;
    await refused(method, url('room-1'), body, 400, 'notification.mail_parameters.invalid_room_id');
    await refused(method, url(crypto.randomUUID()), body, 404, 'notification.mail_parameters.unknown_room');
  });

  it.each([
    [{ ...valid, activeSendCustomPostAppointMail: 'true' }, 'notification.mail_parameters.invalid_body'],
    [{ customPostAppointMailSubject: 'x' }, 'notification.mail_parameters.invalid_body'],
    [{ ...valid, extra: 1 }, 'notification.mail_parameters.invalid_body'],
    [
      { ...valid, customPostAppointMailContentHTML: 'x'.repeat(100_001) },
      'notification.mail_parameters.invalid_body',
    ],
    [{ ...valid, customPostAppointMailContentHTML: '  ' }, 'notification.mail_parameters.invalid_body'],
    [
      { ...valid, customPostAppointMailContentHTML: '<script>alert(1)</script>' },
      'notification.mail_parameters.invalid_body',
    ],
    [
      { ...valid, customPostAppointMailSubject: 'Merci\r\nBcc: all@example.test' },
      'notification.mail_parameters.invalid_subject',
    ],
    [
      { ...valid, customPostAppointMailSubject: 's'.repeat(201) },
      'notification.mail_parameters.invalid_subject',
    ],
    [{ ...valid, customPostAppointMailSubject: ' ' }, 'notification.mail_parameters.invalid_subject'],
  ])('POST refuses %j', async (body, messageCode) => {
    await refused('POST', url(await h.room(null, [])), body, 400, messageCode);
  });

  it.each([
    [{}, 'notification.mail_parameters.invalid_body'],
    [{ activeSendCustomPostAppointMail: 1 }, 'notification.mail_parameters.invalid_body'],
    [{ customPostAppointMailSubject: null }, 'notification.mail_parameters.invalid_body'],
    [{ activeSendCustomPostAppointMail: true }, 'notification.mail_parameters.invalid_subject'],
    [{ customPostAppointMailSubject: 'a\nb' }, 'notification.mail_parameters.invalid_subject'],
  ])('PATCH refuses %j', async (body, messageCode) => {
    await refused('PATCH', url(roomId), body, 400, messageCode);
  });

  it('answers existing for a second POST and not_found for a PATCH before any', async () => {
    await refused('POST', url(roomId), valid, 409, 'notification.mail_parameters.existing');
    await refused('PATCH', url(await h.room(null, [])), valid, 404, 'notification.mail_parameters.not_found');
  });

  it('creates the defaults on the first GET and stores the HTML sanitised, its formatting kept', async () => {
    const fresh = await h.room(null, []);
    const read = await h.call('GET', url(fresh), h.superAdmin);
    expect(read.body).toEqual({
      roomId: fresh,
      activeSendCustomPostAppointMail: false,
      customPostAppointMailSubject: '',
      customPostAppointMailContentHTML: '',
    });
    const html =
      '<p onclick="x()"><strong>Merci</strong> <script>alert(1)</script><img src=x onerror="window.__xss=1">' +
      '<a href="javascript:alert(1)">ici</a> <a href="https://teleplan.test">là</a></p><ul><li>un</li></ul>';
    const safe =
      '<p><strong>Merci</strong> <a rel="noopener noreferrer">ici</a> ' +
      '<a href="https://teleplan.test" rel="noopener noreferrer">là</a></p><ul><li>un</li></ul>';
    const patched = await h.call('PATCH', url(fresh), h.superAdmin, {
      ...valid,
      customPostAppointMailContentHTML: html,
    });
    expect([patched.status, (patched.body as Row).customPostAppointMailContentHTML]).toEqual([200, safe]);
    const [stored] = await h.service.dataSource.query<Row[]>(
      'SELECT content_html FROM room_mail_parameters WHERE room_id = $1',
      [fresh],
    );
    expect(stored).toEqual({ content_html: safe });
    expect((await h.call('GET', url(fresh), h.superAdmin)).body).toMatchObject({
      customPostAppointMailContentHTML: safe,
    });
  });
});
