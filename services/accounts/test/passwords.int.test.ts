import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Account, CompositeProfile, VerifyCredentialsReply } from '@teleplan/proto/accounts';
import type { ErrorBody } from '@teleplan/proto/errors';
import { asPerson, code, ghost, PASSWORD, startAccounts, uniqueEmail, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

const HOUR = 3600_000;
const NEW_PASSWORD = 'Nouveau-2026!';
const verify = (email: string, password: string) =>
  h.call<VerifyCredentialsReply>('POST', '/internal/verify-credentials', ghost('SERVICE'), {
    email,
    password,
  });
const account = async (id: string) =>
  (await h.call<Account>('GET', `/internal/accounts/${id}`, ghost('SERVICE'))).body;

describe('POST initialize-password', () => {
  it('activates and enables the account once, with the terms accepted', async () => {
    const created = await h.createStaff(['DOCTOR']);
    const email = created.profile.email!;
    const token = h.lastToken(email, 'activation');
    const before = await h.counts();
    const reply = await h.call('POST', '/initialize-password', null, {
      password: NEW_PASSWORD,
      token,
      termsAccepted: true,
    });
    expect(reply.status).toBe(204);
    expect(await account(created.profile.id)).toMatchObject({ enabled: true });
    expect((await verify(email, NEW_PASSWORD)).body.valid).toBe(true);
    const [event] = await h.eventsSince(before.events);
    expect(event).toMatchObject({
      type: 'account.activated',
      payload: { payload: { current: { enabled: true }, previous: { enabled: false } } },
    });
    const [row] = await h.service.dataSource.query<{ terms_accepted_at: Date | null }[]>(
      'SELECT terms_accepted_at FROM account WHERE id = $1',
      [created.profile.id],
    );
    expect(row!.terms_accepted_at).toBeInstanceOf(Date);

    const again = await h.call('POST', '/initialize-password', null, {
      password: 'Autre-2026!',
      token,
      termsAccepted: true,
    });
    expect(again.status).toBe(400);
    expect(code(again)).toBe('accounts.initialize_password.token_missing');
    expect((await verify(email, NEW_PASSWORD)).body.valid).toBe(true);
  });

  it('accepts a link until 24 hours and refuses it after', async () => {
    const early = await h.createStaff(['DOCTOR']);
    const late = await h.createStaff(['DOCTOR']);
    h.clock.advance(24 * HOUR - 60_000);
    const inTime = await h.call('POST', '/initialize-password', null, {
      password: NEW_PASSWORD,
      token: h.lastToken(early.profile.email!, 'activation'),
      termsAccepted: true,
    });
    expect(inTime.status).toBe(204);
    h.clock.advance(2 * 60_000);
    const before = await h.counts();
    const expired = await h.call('POST', '/initialize-password', null, {
      password: NEW_PASSWORD,
      token: h.lastToken(late.profile.email!, 'activation'),
      termsAccepted: true,
    });
    expect(expired.status).toBe(400);
    expect(code(expired)).toBe('accounts.password_token.expired');
    expect(await h.counts()).toEqual(before);
    expect((await account(late.profile.id)).enabled).toBe(false);
  });

  it('enforces the password rules on the server, listing the broken ones, and keeps the link usable', async () => {
    const created = await h.createStaff(['DOCTOR']);
    const token = h.lastToken(created.profile.email!, 'activation');
    for (const [password, rules] of [
      ['court1!', ['minLength', 'uppercase']],
      ['sansmajuscule1!', ['uppercase']],
      ['SansChiffre!', ['digit']],
      ['SansSpecial12', ['special']],
      ['Interdit$2026!', ['forbiddenChars']],
    ] as const) {
      const reply = await h.call<ErrorBody>('POST', '/initialize-password', null, {
        password,
        token,
        termsAccepted: true,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.messageCode).toBe('accounts.password.rules_not_met');
      expect(reply.body.errors?.map((e) => e.id)).toEqual(rules);
    }
    expect(
      (
        await h.call('POST', '/initialize-password', null, {
          password: NEW_PASSWORD,
          token,
          termsAccepted: true,
        })
      ).status,
    ).toBe(204);
  });

  it('requires the terms to be accepted', async () => {
    const created = await h.createStaff(['DOCTOR']);
    const token = h.lastToken(created.profile.email!, 'activation');
    const refused = await h.call('POST', '/initialize-password', null, {
      password: NEW_PASSWORD,
      token,
      termsAccepted: false,
    });
    expect(refused.status).toBe(400);
    expect(code(refused)).toBe('accounts.initialize_password.terms_not_accepted');
    const missing = await h.call('POST', '/initialize-password', null, { password: NEW_PASSWORD, token });
    expect(missing.status).toBe(400);
    expect(code(missing)).toBe('common.request.invalid');
    expect((await account(created.profile.id)).enabled).toBe(false);
  });

  it('refuses a reset link as an activation link', async () => {
    const person = await h.person(['DOCTOR']);
    await h.call('POST', '/request-reset-password', null, {
      email: person.email,
      captcha: await h.solvedCaptcha(),
    });
    const reply = await h.call('POST', '/initialize-password', null, {
      password: NEW_PASSWORD,
      token: h.lastToken(person.email, 'reset'),
      termsAccepted: true,
    });
    expect(code(reply)).toBe('accounts.initialize_password.token_missing');
  });
});

describe('captcha and POST request-reset-password', () => {
  it('answers identically for a known and an unknown email, and mails only the known one', async () => {
    const person = await h.person(['ROOM_USER']);
    const mailsBefore = h.mails.length;
    const known = await h.call('POST', '/request-reset-password', null, {
      email: person.email,
      captcha: await h.solvedCaptcha(),
    });
    const unknown = await h.call('POST', '/request-reset-password', null, {
      email: uniqueEmail('nobody'),
      captcha: await h.solvedCaptcha(),
    });
    expect(known).toEqual(unknown);
    expect(known).toEqual({ status: 200, body: { status: 'ACCEPTED' } });
    const sent = h.mails.slice(mailsBefore);
    expect(sent.map((m) => [m.kind, m.to])).toEqual([['reset', person.email]]);
    expect(sent[0]!.link).toMatch(/^http:\/\/app\.test\/#\/reset-account\?token=/);
  });

  it('mails no reset link to an account never activated', async () => {
    const pending = await h.createStaff(['DOCTOR']);
    const mailsBefore = h.mails.length;
    const reply = await h.call('POST', '/request-reset-password', null, {
      email: pending.profile.email,
      captcha: await h.solvedCaptcha(),
    });
    expect(reply.status).toBe(200);
    expect(h.mails.length).toBe(mailsBefore);
  });

  it('refuses a missing, forged, tampered or replayed captcha', async () => {
    const email = uniqueEmail();
    const challenge = (await h.call<Challenge>('GET', '/captcha', null)).body;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    expect(typeof challenge.signature).toBe('string');
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const bad = [
      'not-base64-json',
      encode({
        challenge,
        solution: {
          ...solution,
          derivedKey: `${solution.derivedKey.slice(0, -2)}${solution.derivedKey.endsWith('00') ? 'ff' : '00'}`,
        },
      }),
      encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 2 } }, solution }),
      encode({ challenge: { parameters: challenge.parameters }, solution }),
    ];
    for (const captcha of bad) {
      const reply = await h.call('POST', '/request-reset-password', null, { email, captcha });
      expect(reply.status).toBe(400);
      expect(code(reply)).toBe('accounts.captcha.invalid');
    }
    const good = encode({ challenge, solution });
    expect((await h.call('POST', '/request-reset-password', null, { email, captcha: good })).status).toBe(
      200,
    );
    const replay = await h.call('POST', '/request-reset-password', null, { email, captcha: good });
    expect(replay.status).toBe(400);
    expect(code(replay)).toBe('accounts.captcha.invalid');
  });

  it('refuses a captcha signed with another key', async () => {
    const other = await startAccounts({ ACCOUNTS_CAPTCHA_HMAC_KEY: 'another-key' });
    try {
      const foreign = await other.solvedCaptcha();
      const reply = await h.call('POST', '/request-reset-password', null, {
        email: uniqueEmail(),
        captcha: foreign,
      });
      expect(code(reply)).toBe('accounts.captcha.invalid');
    } finally {
      await other.close();
    }
  });
});

describe('POST reset-password', () => {
  it('sets the new password once; the old one stops working', async () => {
    const person = await h.person(['DOCTOR']);
    await h.call('POST', '/request-reset-password', null, {
      email: person.email,
      captcha: await h.solvedCaptcha(),
    });
    const token = h.lastToken(person.email, 'reset');
    expect((await h.call('POST', '/reset-password', null, { password: NEW_PASSWORD, token })).status).toBe(
      204,
    );
    expect((await verify(person.email, NEW_PASSWORD)).body.valid).toBe(true);
    expect((await verify(person.email, PASSWORD)).body.valid).toBe(false);
    const again = await h.call('POST', '/reset-password', null, { password: 'Encore-2026!', token });
    expect(code(again)).toBe('accounts.reset_password.token_missing');
  });

  it('expires after 24 hours and refuses weak passwords', async () => {
    const person = await h.person(['DOCTOR']);
    await h.call('POST', '/request-reset-password', null, {
      email: person.email,
      captcha: await h.solvedCaptcha(),
    });
    const token = h.lastToken(person.email, 'reset');
    const weak = await h.call('POST', '/reset-password', null, { password: 'faible', token });
    expect(code(weak)).toBe('accounts.password.rules_not_met');
    h.clock.advance(24 * HOUR + 1);
    const expired = await h.call('POST', '/reset-password', null, { password: NEW_PASSWORD, token });
    expect(code(expired)).toBe('accounts.password_token.expired');
    expect((await verify(person.email, PASSWORD)).body.valid).toBe(true);
  });

  it('does not enable a deactivated account', async () => {
    const person = await h.person(['DOCTOR']);
    await h.call('POST', `/${person.id}/deactivate`, ghost('ADMIN'));
    await h.call('POST', '/request-reset-password', null, {
      email: person.email,
      captcha: await h.solvedCaptcha(),
    });
    const token = h.lastToken(person.email, 'reset');
    expect((await h.call('POST', '/reset-password', null, { password: NEW_PASSWORD, token })).status).toBe(
      204,
    );
    expect((await account(person.id)).enabled).toBe(false);
  });
});

describe('own account', () => {
  const update = (
    me: { email: string; role: string },
    extra: { oldPassword?: string; password?: string; email?: string; preferredRole?: string } = {},
  ) => ({
    oldPassword: extra.oldPassword ?? PASSWORD,
    account: {
      email: extra.email ?? me.email,
      preferredRole: extra.preferredRole ?? me.role,
      ...(extra.password ? { password: extra.password } : {}),
    },
    profile: { telephoneNumber: '+33655555555' },
  });

  it('reads the connected person’s profile and account', async () => {
    const me = await h.person(['ROOM_USER', 'DOCTOR']);
    const reply = await h.call<CompositeProfile>('GET', '/account/me', asPerson(me));
    expect(reply.body).toMatchObject({
      profile: { id: me.id, email: me.email },
      account: { grantedRoles: ['ROOM_USER', 'DOCTOR'] },
    });
  });

  it('changes phone, preferred role and password with the current password (PUT and POST)', async () => {
    const me = await h.person(['ROOM_USER', 'DOCTOR']);
    const put = await h.call<CompositeProfile>(
      'PUT',
      '/account/update',
      asPerson(me),
      update(me, { preferredRole: 'DOCTOR', password: NEW_PASSWORD }),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      profile: { telephoneNumber: '+33655555555' },
      account: { preferredRole: 'DOCTOR' },
    });
    expect((await verify(me.email, NEW_PASSWORD)).body.valid).toBe(true);
    const email = uniqueEmail('new');
    const post = await h.call<CompositeProfile>(
      'POST',
      '/account/update',
      asPerson(me),
      update(me, { oldPassword: NEW_PASSWORD, email }),
    );
    expect(post.body.account?.email).toBe(email);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const me = await h.person(['DOCTOR']);
    const before = await h.counts();
    const reply = await h.call(
      'PUT',
      '/account/update',
      asPerson(me),
      update(me, { oldPassword: 'Mauvais-2026!', password: NEW_PASSWORD }),
    );
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe('accounts.password.wrong_old_password');
    expect(await h.counts()).toEqual(before);
    expect((await verify(me.email, PASSWORD)).body.valid).toBe(true);
  });

  it('refuses a new password breaking the rules, a taken email and the PATIENT preferred role', async () => {
    const me = await h.person(['DOCTOR']);
    const other = await h.person(['DOCTOR']);
    expect(
      code(await h.call('PUT', '/account/update', asPerson(me), update(me, { password: 'faible' }))),
    ).toBe('accounts.password.rules_not_met');
    const taken = await h.call('PUT', '/account/update', asPerson(me), update(me, { email: other.email }));
    expect(taken.status).toBe(409);
    expect(code(taken)).toBe('accounts.create.existing_mail');
    expect(
      code(await h.call('PUT', '/account/update', asPerson(me), update(me, { preferredRole: 'PATIENT' }))),
    ).toBe('accounts.preferred_role.not_granted');
    expect((await verify(me.email, PASSWORD)).body.valid).toBe(true);
  });
});

describe('internal endpoints', () => {
  it('verifies right, wrong, unknown and disabled credentials', async () => {
    const person = await h.person(['DOCTOR']);
    const right = await verify(person.email.toUpperCase(), PASSWORD);
    expect(right.body).toEqual({
      valid: true,
      account: {
        id: person.id,
        enabled: true,
        grantedRoles: ['DOCTOR'],
        preferredRole: null,
        email: person.email,
      },
    });
    expect((await verify(person.email, 'Mauvais-2026!')).body).toEqual({ valid: false });
    expect((await verify(uniqueEmail('ghost'), PASSWORD)).body).toEqual({ valid: false });
    const pending = await h.createStaff(['DOCTOR']);
    expect((await verify(pending.profile.email!, PASSWORD)).body).toEqual({ valid: false });
    await h.call('POST', `/${person.id}/deactivate`, ghost('ADMIN'));
    expect((await verify(person.email, PASSWORD)).body).toMatchObject({
      valid: true,
      account: { enabled: false },
    });
  });

  it('reads an account by id, 404 when missing', async () => {
    const person = await h.person(['DOCTOR']);
    expect(await account(person.id)).toMatchObject({ id: person.id, email: person.email });
    const patient = await h.patient();
    const missing = await h.call('GET', `/internal/accounts/${patient.id}`, ghost('SERVICE'));
    expect(missing.status).toBe(404);
    expect(code(missing)).toBe('accounts.account.missing');
  });

  it('stores Argon2id hashes with m=19456, t=2, p=1', async () => {
    const person = await h.person(['DOCTOR']);
    const [row] = await h.service.dataSource.query<{ password_hash: string }[]>(
      'SELECT password_hash FROM account WHERE id = $1',
      [person.id],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
