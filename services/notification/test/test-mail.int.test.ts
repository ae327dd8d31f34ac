import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { code, startNotification, type Harness } from './harness.ts';
import { closedPort, SmtpPeer } from './smtp-peer.ts';

/**
 * The test mail against a real SMTP peer (no mock transport): the saved configuration is what is used, and each
 * failure cause comes back with its own code and a fixed sentence, never the server's or the network's words.
 */
const USER = 'teleplan';
const PASSWORD = 'Sm7p-pass word';
let h: Harness;
let peer: SmtpPeer;

beforeAll(async () => {
  h = await startNotification({ NOTIFICATION_SMTP_ALLOWED_INTERNAL_HOSTS: '127.0.0.1' });
  peer = await new SmtpPeer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _session, callback) =>
      auth.username === USER && auth.password === PASSWORD
        ? callback(null, { user: auth.username })
        : callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 })),
    onRcptTo: (address, _session, callback) =>
      address.address.endsWith('@refused.test')
        ? callback(Object.assign(new Error('Mailbox unavailable here'), { responseCode: 550 }))
        : callback(),
  }).start();
}, 60_000);
afterAll(async () => {
  await peer?.close();
  await h?.close();
});
beforeEach(() => {
  peer.received.length = 0;
});

const configure = (extra: Record<string, unknown> = {}) =>
  h.call('PATCH', '/mail/config', h.superAdmin, {
    host: '127.0.0.1',
    port: String(peer.port),
    tls: false,
    username: USER,
    password: PASSWORD,
    mailFrom: 'planning@teleplan.test',
    ...extra,
  });
const sendTest = (to = 'admin@example.test') => h.call('POST', '/mail/config/test', h.superAdmin, { to });
/** The whole answer of a failure: its code and the code's fixed sentence, nothing from the server or network. */
const failure = (reply: Awaited<ReturnType<typeof sendTest>>) => ({ status: reply.status, body: reply.body });

describe('POST mail/config/test', () => {
  it('delivers the test mail to the SMTP server with the saved configuration', async () => {
    expect((await configure()).status).toBe(200);
    const reply = await sendTest();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ delivered: true, response: expect.stringMatching(/^250/) });
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]).toMatchObject({ from: 'planning@teleplan.test', to: ['admin@example.test'] });
    expect(peer.received[0]!.raw).toMatch(/Subject: Teleplan : mail de test/);
  });

  it('keeps using the saved password when a later PATCH leaves it empty', async () => {
    await configure();
    expect((await configure({ password: '' })).status).toBe(200);
    expect((await sendTest()).status).toBe(200);
    expect(peer.received).toHaveLength(1);
  });

  it('answers authentication_failed, without the server text, for wrong credentials', async () => {
    await configure({ password: 'wrong password' });
    expect(failure(await sendTest())).toEqual({
      status: 502,
      body: {
        messageCode: 'notification.mail_test.authentication_failed',
        message: 'The SMTP server refused the credentials',
      },
    });
    expect(peer.received).toHaveLength(0);
  });

  it('answers connection_failed, without the network error, when nothing listens on the port', async () => {
    await configure({ port: String(await closedPort()) });
    expect(failure(await sendTest())).toEqual({
      status: 502,
      body: {
        messageCode: 'notification.mail_test.connection_failed',
        message: 'The SMTP server could not be reached',
      },
    });
  });

  it('answers tls_failed when TLS is required and the server does not offer it', async () => {
    await configure({ tls: true });
    expect(failure(await sendTest())).toEqual({
      status: 502,
      body: {
        messageCode: 'notification.mail_test.tls_failed',
        message: 'The encrypted connection (TLS) could not be set up',
      },
    });
    expect(peer.received).toHaveLength(0);
  });

  it('answers recipient_rejected, without the server text, when the server refuses the recipient', async () => {
    await configure();
    expect(failure(await sendTest('someone@refused.test'))).toEqual({
      status: 502,
      body: {
        messageCode: 'notification.mail_test.recipient_rejected',
        message: 'The SMTP server rejected the recipient',
      },
    });
  });

  it('refuses a recipient that is not an email before connecting', async () => {
    await configure();
    const reply = await sendTest('not-an-email');
    expect([reply.status, code(reply)]).toEqual([400, 'notification.mail_test.recipient_format']);
  });
});

describe('POST mail/config/test towards internal addresses', () => {
  it('never connects to a loopback, private or link-local host that is not configured as allowed', async () => {
    const strict = await startNotification();
    const connectionsBefore = peer.connections;
    try {
      for (const host of ['127.0.0.1', 'localhost', '10.0.0.7', '192.168.1.20', '169.254.169.254', '::1']) {
        const saved = await strict.call('PATCH', '/mail/config', strict.superAdmin, {
          host,
          port: String(peer.port),
          tls: false,
          username: USER,
          password: PASSWORD,
          mailFrom: 'planning@teleplan.test',
        });
        expect(saved.status).toBe(200);
        const reply = await strict.call('POST', '/mail/config/test', strict.superAdmin, { to: 'a@b.test' });
        expect([host, reply.status, code(reply)]).toEqual([
          host,
          409,
          'notification.mail_test.host_not_allowed',
        ]);
      }
      expect(peer.connections).toBe(connectionsBefore);
    } finally {
      await strict.close();
    }
  });
});

describe('POST mail/config/test without a usable configuration', () => {
  it('answers not_configured before any configuration is saved', async () => {
    const fresh = await startNotification();
    try {
      const reply = await fresh.call('POST', '/mail/config/test', fresh.superAdmin, { to: 'a@b.test' });
      expect([reply.status, code(reply)]).toEqual([409, 'notification.mail_config.not_configured']);
    } finally {
      await fresh.close();
    }
  });
});
