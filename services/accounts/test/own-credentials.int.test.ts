import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositeProfile, Profile, VerifyCredentialsReply } from '@teleplan/proto/accounts';
import type { CredentialsChangedPayload } from '@teleplan/proto/events';
import {
  asPerson,
  code,
  ghost,
  PASSWORD,
  startAccounts,
  uniqueEmail,
  type Harness,
  type Person,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

const NEW_PASSWORD = 'Nouveau-2026!';
const verify = async (email: string, password: string) =>
  (
    await h.call<VerifyCredentialsReply>('POST', '/internal/verify-credentials', ghost('SERVICE'), {
      email,
      password,
    })
  ).body.valid;

/** The body of the own-account form for `me`, with some fields changed. */
const ownUpdate = (me: Person, extra: { oldPassword?: string; password?: string; email?: string } = {}) => ({
  oldPassword: extra.oldPassword ?? PASSWORD,
  account: {
    email: extra.email ?? me.email,
    preferredRole: me.role,
    ...(extra.password ? { password: extra.password } : {}),
  },
  profile: { telephoneNumber: '+33655555555' },
});

/** Payloads of the `account.credentials-changed` events written after `since` outbox rows. */
async function credentialsEvents(since: number): Promise<CredentialsChangedPayload[]> {
  const events = await h.eventsSince(since);
  return events
    .filter((event) => event.type === 'account.credentials-changed')
    .map((event) => event.payload.payload as unknown as CredentialsChangedPayload);
}

const noticesTo = (email: string) =>
  h.mails.filter((mail) => mail.to === email && mail.kind === 'email-changed');

describe('own email', () => {
  it('refuses a change of one’s own email through PATCH profile, and changes nothing', async () => {
    const me = await h.person(['DOCTOR']);
    const before = await h.counts();
    const attacker = uniqueEmail('attacker');
    const reply = await h.call('PATCH', `/api/user-profiles/profile/${me.id}`, asPerson(me), {
      email: attacker,
      lastName: 'Pirate',
    });
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.profile.own_email_needs_password');
    expect(await h.counts()).toEqual(before);
    const profile = await h.call<Profile>('GET', `/profile/${me.id}`, asPerson(me));
    expect(profile.body).toMatchObject({ email: me.email, lastName: 'Martin' });
    expect(await verify(attacker, PASSWORD)).toBe(false);
    await h.runtime.ctx.mail.flush();
    expect(h.mails.filter((mail) => mail.to === attacker || mail.to === me.email)).toHaveLength(1);
  });

  it('accepts an own PATCH that repeats the current email, whatever its case', async () => {
    const me = await h.person(['DOCTOR']);
    const reply = await h.call<Profile>('PATCH', `/profile/${me.id}`, asPerson(me), {
      email: me.email.toUpperCase(),
      lastName: 'Nouveau',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ email: me.email, lastName: 'Nouveau' });
  });

  it('lets staff who manage a person change that person’s email, and mails a notice to the old address', async () => {
    const doctor = await h.person(['DOCTOR']);
    const email = uniqueEmail('moved');
    const reply = await h.call<Profile>('PATCH', `/profile/${doctor.id}`, ghost('SECTOR_MANAGER'), { email });
    expect(reply.status).toBe(200);
    expect(await verify(email, PASSWORD)).toBe(true);
    await h.runtime.ctx.mail.flush();
    const [notice] = noticesTo(doctor.email);
    expect(notice?.subject).toBe('Teleplan : l’adresse e-mail de votre compte a changé');
    expect(notice?.text).toContain(email);
    expect(noticesTo(email)).toEqual([]);
  });

  it('changes one’s own email through the own-account form with the current password, noticing the old address', async () => {
    const me = await h.person(['DOCTOR']);
    const email = uniqueEmail('new');
    const reply = await h.call<CompositeProfile>(
      'PUT',
      '/account/update',
      asPerson(me),
      ownUpdate(me, { email }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.account?.email).toBe(email);
    await h.runtime.ctx.mail.flush();
    expect(noticesTo(me.email)).toHaveLength(1);
  });

  it('refuses the own-account form with a wrong current password: no email change, no notice', async () => {
    const me = await h.person(['DOCTOR']);
    const before = await h.counts();
    const reply = await h.call(
      'PUT',
      '/account/update',
      asPerson(me),
      ownUpdate(me, { email: uniqueEmail('new'), oldPassword: 'Mauvais-2026!' }),
    );
    expect(code(reply)).toBe('accounts.password.wrong_old_password');
    expect(await h.counts()).toEqual(before);
    await h.runtime.ctx.mail.flush();
    expect(noticesTo(me.email)).toEqual([]);
  });
});

describe('account.credentials-changed', () => {
  it('announces an own password change, keeping the session that made it', async () => {
    const me = await h.person(['DOCTOR']);
    const sid = randomUUID();
    const before = await h.counts();
    const reply = await h.call(
      'PUT',
      '/account/update',
      { ...asPerson(me)!, sid },
      ownUpdate(me, { password: NEW_PASSWORD }),
    );
    expect(reply.status).toBe(200);
    expect(await credentialsEvents(before.events)).toEqual([
      { accountId: me.id, reason: 'password-changed', keepSessionId: sid },
    ]);
  });

  it('keeps no session when the token that changed the password has no session id', async () => {
    const me = await h.person(['DOCTOR']);
    const before = await h.counts();
    await h.call('POST', '/account/update', asPerson(me), ownUpdate(me, { password: NEW_PASSWORD }));
    expect(await credentialsEvents(before.events)).toEqual([
      { accountId: me.id, reason: 'password-changed', keepSessionId: null },
    ]);
  });

  it('announces an own email change, keeping the session that made it', async () => {
    const me = await h.person(['DOCTOR']);
    const sid = randomUUID();
    const before = await h.counts();
    await h.call(
      'PUT',
      '/account/update',
      { ...asPerson(me)!, sid },
      ownUpdate(me, { email: uniqueEmail() }),
    );
    expect(await credentialsEvents(before.events)).toEqual([
      { accountId: me.id, reason: 'email-changed', keepSessionId: sid },
    ]);
  });

  it('announces nothing for an own update that changes no credential', async () => {
    const me = await h.person(['DOCTOR']);
    const before = await h.counts();
    expect((await h.call('PUT', '/account/update', asPerson(me), ownUpdate(me))).status).toBe(200);
    expect(await credentialsEvents(before.events)).toEqual([]);
  });

  it('announces nothing when the change is refused (wrong current password, weak new password)', async () => {
    const me = await h.person(['DOCTOR']);
    const before = await h.counts();
    const sid = randomUUID();
    const wrong = await h.call(
      'PUT',
      '/account/update',
      { ...asPerson(me)!, sid },
      ownUpdate(me, { oldPassword: 'Mauvais-2026!', password: NEW_PASSWORD }),
    );
    expect(code(wrong)).toBe('accounts.password.wrong_old_password');
    const weak = await h.call(
      'PUT',
      '/account/update',
      { ...asPerson(me)!, sid },
      ownUpdate(me, { password: 'faible' }),
    );
    expect(code(weak)).toBe('accounts.password.rules_not_met');
    expect(await h.counts()).toEqual(before);
    expect(await verify(me.email, PASSWORD)).toBe(true);
  });

  it('announces a reset by link, keeping no session', async () => {
    const me = await h.person(['DOCTOR']);
    await h.call('POST', '/request-reset-password', null, {
      email: me.email,
      captcha: await h.solvedCaptcha(),
    });
    const before = await h.counts();
    const reply = await h.call('POST', '/reset-password', null, {
      password: NEW_PASSWORD,
      token: h.lastToken(me.email, 'reset'),
    });
    expect(reply.status).toBe(204);
    expect(await credentialsEvents(before.events)).toEqual([
      { accountId: me.id, reason: 'password-reset', keepSessionId: null },
    ]);
  });

  it('announces a new password through an activation link of a once-activated account, not a first activation', async () => {
    const created = await h.createStaff(['DOCTOR']);
    const email = created.profile.email!;
    const first = await h.counts();
    await h.call('POST', '/initialize-password', null, {
      password: PASSWORD,
      token: h.lastToken(email, 'activation'),
      termsAccepted: true,
    });
    expect(await credentialsEvents(first.events)).toEqual([]);

    await h.call('POST', `/${created.profile.id}/deactivate`, ghost('ADMIN'));
    await h.call('POST', `/profiles/${created.profile.id}/resend-activation-email`, ghost('ADMIN'));
    const again = await h.counts();
    await h.call('POST', '/initialize-password', null, {
      password: NEW_PASSWORD,
      token: h.lastToken(email, 'activation'),
      termsAccepted: true,
    });
    expect(await credentialsEvents(again.events)).toEqual([
      { accountId: created.profile.id, reason: 'password-reset', keepSessionId: null },
    ]);
  });
});
