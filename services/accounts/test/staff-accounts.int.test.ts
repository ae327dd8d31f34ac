import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, CompositeProfile } from '@teleplan/proto/accounts';
import type { ErrorBody } from '@teleplan/proto/errors';
import { asPerson, code, ghost, startAccounts, uniqueEmail, type Harness } from './harness.ts';
import { deliver, roomOf } from './resource-events.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

const staffBody = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Nathalie',
  lastName: 'Perrin',
  email: uniqueEmail('staff'),
  telephoneNumber: '+33612345678',
  sex: 'F',
  roles: ['DOCTOR'],
  ...extra,
});

describe('POST create', () => {
  it('creates a disabled account with its profile, mails the first-connection link and writes both events', async () => {
    const before = await h.counts();
    const body = staffBody({ roles: ['DOCTOR', 'ROOM_USER'], preferredRole: 'DOCTOR' });
    const reply = await h.call<CompositeProfile>('POST', '/api/user-profiles/create', ghost('ADMIN'), body);
    expect(reply.status).toBe(201);
    expect(reply.body.profile).toMatchObject({
      firstName: 'Nathalie',
      email: body.email,
      staff: true,
      zone: 'Europe/Paris',
    });
    expect(reply.body.account).toMatchObject({
      enabled: false,
      grantedRoles: ['ROOM_USER', 'DOCTOR'],
      preferredRole: 'DOCTOR',
    });
    const mail = h.mails.at(-1)!;
    expect(mail).toMatchObject({
      kind: 'activation',
      to: body.email,
      subject: 'Teleplan : activez votre compte',
    });
    expect(mail.link).toMatch(/^http:\/\/app\.test\/#\/initiate-account\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.link);
    const events = await h.eventsSince(before.events);
    expect(events.map((e) => e.type)).toEqual(['profile.created', 'account.created']);
    expect(events[1]!.payload.payload.current).toEqual(reply.body.account);
  });

  it('makes every created person staff, whatever the body says', async () => {
    const reply = await h.call<CompositeProfile>(
      'POST',
      '/create',
      ghost('ADMIN'),
      staffBody({ staff: false }),
    );
    expect(reply.body.profile.staff).toBe(true);
  });

  it('stores only a hash of the link token', async () => {
    const created = await h.createStaff(['DOCTOR']);
    const token = h.lastToken(created.profile.email!, 'activation');
    const rows = await h.service.dataSource.query<{ token_hash: string }[]>(
      'SELECT token_hash FROM password_token WHERE account_id = $1',
      [created.profile.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an email already held, whatever its case, with the holder id and nothing written', async () => {
    const first = await h.createStaff(['DOCTOR']);
    const before = await h.counts();
    const reply = await h.call<ErrorBody>(
      'POST',
      '/create',
      ghost('ADMIN'),
      staffBody({ email: first.profile.email!.toUpperCase() }),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.messageCode).toBe('accounts.create.existing_mail');
    expect(reply.body.errors?.[0]).toEqual({
      messageCode: 'accounts.create.existing_mail',
      id: first.profile.id,
    });
    expect(await h.counts()).toEqual(before);
  });

  it('lets a room manager create ROOM_USER accounts only', async () => {
    const manager = ghost('ROOM_MANAGER')!;
    await roomOf(h, manager.id);
    const ok = await h.call('POST', '/create', manager, staffBody({ roles: ['ROOM_USER'] }));
    expect(ok.status).toBe(201);
    for (const roles of [['DOCTOR'], ['ROOM_USER', 'DOCTOR'], ['ROOM_MANAGER']]) {
      const refused = await h.call('POST', '/create', manager, staffBody({ roles }));
      expect(refused.status).toBe(403);
      expect(code(refused)).toBe('accounts.roles.not_grantable');
    }
  });

  it('refuses a room manager who manages no room, and creates nothing', async () => {
    const manager = ghost('ROOM_MANAGER')!;
    const before = await h.counts();
    const reply = await h.call('POST', '/create', manager, staffBody({ roles: ['ROOM_USER'] }));
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.room.not_managed');
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a room manager whose room was deleted', async () => {
    const manager = ghost('ROOM_MANAGER')!;
    const room = await roomOf(h, manager.id);
    await deliver(h, 'room.deleted', { current: { ...room, deleted: true }, previous: room });
    const reply = await h.call('POST', '/create', manager, staffBody({ roles: ['ROOM_USER'] }));
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.room.not_managed');
  });

  it('lets only a super admin create an admin', async () => {
    for (const role of ['ADMIN', 'SECTOR_MANAGER'] as const) {
      const refused = await h.call('POST', '/create', ghost(role), staffBody({ roles: ['ADMIN'] }));
      expect(refused.status).toBe(403);
      expect(code(refused)).toBe('accounts.roles.not_grantable');
    }
    expect(
      (await h.call('POST', '/create', ghost('SUPER_ADMIN'), staffBody({ roles: ['ADMIN'] }))).status,
    ).toBe(201);
  });

  it('refuses a sector manager creating another sector manager and anyone creating a PATIENT account', async () => {
    const sm = await h.call(
      'POST',
      '/create',
      ghost('SECTOR_MANAGER'),
      staffBody({ roles: ['SECTOR_MANAGER'] }),
    );
    expect(code(sm)).toBe('accounts.roles.not_grantable');
    const patient = await h.call('POST', '/create', ghost('SUPER_ADMIN'), staffBody({ roles: ['PATIENT'] }));
    expect(code(patient)).toBe('accounts.roles.not_grantable');
  });

  it('refuses a preferred role outside the roles, or PATIENT', async () => {
    for (const preferredRole of ['ADMIN', 'PATIENT']) {
      const reply = await h.call('POST', '/create', ghost('SUPER_ADMIN'), staffBody({ preferredRole }));
      expect(reply.status).toBe(400);
      expect(code(reply)).toBe('accounts.preferred_role.not_granted');
    }
  });

  it('refuses an unknown time zone', async () => {
    const reply = await h.call('POST', '/create', ghost('ADMIN'), staffBody({ zone: 'Mars/Olympus' }));
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe('common.request.invalid');
  });

  it('keeps the account and its link when the mail cannot be sent', async () => {
    let attempts = 0;
    const failing = await startAccounts(
      {},
      {
        send: async () => {
          attempts += 1;
          throw new Error('SMTP down');
        },
      },
    );
    try {
      const before = await failing.counts();
      const reply = await failing.call<CompositeProfile>('POST', '/create', ghost('ADMIN'), staffBody());
      expect(reply.status).toBe(201);
      const after = await failing.counts();
      expect(after.accounts).toBe(before.accounts + 1);
      expect(after.tokens).toBe(before.tokens + 1);
      expect(attempts).toBe(1);
    } finally {
      await failing.close();
    }
  });
});

describe('PUT/DELETE {id}/roles/{role}', () => {
  it('grants a role and announces the change with both snapshots', async () => {
    const target = await h.createStaff(['ROOM_USER']);
    const before = await h.counts();
    const reply = await h.call<Account>('PUT', `/${target.profile.id}/roles/DOCTOR`, ghost('SECTOR_MANAGER'));
    expect(reply.status).toBe(200);
    expect(reply.body.grantedRoles).toEqual(['ROOM_USER', 'DOCTOR']);
    const [event] = await h.eventsSince(before.events);
    expect(event!.type).toBe('account.roles-changed');
    expect(event!.payload.payload).toMatchObject({
      current: { grantedRoles: ['ROOM_USER', 'DOCTOR'] },
      previous: { grantedRoles: ['ROOM_USER'] },
    });
  });

  it('refuses roles the hierarchy forbids alongside those held', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const roomManager = await h.createStaff(['ROOM_MANAGER']);
    const admin = await h.createStaff(['ADMIN']);
    for (const [id, role] of [
      [doctor.profile.id, 'ROOM_MANAGER'],
      [roomManager.profile.id, 'ROOM_USER'],
      [admin.profile.id, 'SECTOR_MANAGER'],
      [admin.profile.id, 'DOCTOR'],
    ] as const) {
      const before = await h.counts();
      const reply = await h.call('PUT', `/${id}/roles/${role}`, ghost('SUPER_ADMIN'));
      expect(reply.status, `${role}`).toBe(409);
      expect(code(reply)).toBe('accounts.roles.hierarchy_conflict');
      expect(await h.counts()).toEqual(before);
    }
  });

  it('lets only a super admin grant ADMIN', async () => {
    const target = await h.createStaff(['DOCTOR']);
    const refused = await h.call('PUT', `/${target.profile.id}/roles/ADMIN`, ghost('ADMIN'));
    expect(refused.status).toBe(403);
    expect(code(refused)).toBe('accounts.roles.not_grantable');
    expect((await h.call('PUT', `/${target.profile.id}/roles/ADMIN`, ghost('SUPER_ADMIN'))).status).toBe(200);
  });

  it('refuses a sector manager granting ADMIN or SECTOR_MANAGER', async () => {
    const target = await h.createStaff(['ROOM_USER']);
    for (const role of ['ADMIN', 'SECTOR_MANAGER', 'SUPER_ADMIN']) {
      const reply = await h.call('PUT', `/${target.profile.id}/roles/${role}`, ghost('SECTOR_MANAGER'));
      expect(code(reply)).toBe('accounts.roles.not_grantable');
    }
  });

  it('refuses an admin changing the roles of another admin', async () => {
    const target = await h.createStaff(['ADMIN', 'DOCTOR']);
    const reply = await h.call('DELETE', `/${target.profile.id}/roles/DOCTOR`, ghost('ADMIN'));
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.request.unauthorized');
  });

  it('refuses anyone changing their own roles', async () => {
    const me = await h.person(['SUPER_ADMIN']);
    const reply = await h.call('PUT', `/${me.id}/roles/ADMIN`, asPerson(me));
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.roles.own_roles');
  });

  it('refuses granting a held role, revoking one not held, and revoking the last one', async () => {
    const target = await h.createStaff(['DOCTOR']);
    const id = target.profile.id;
    expect(code(await h.call('PUT', `/${id}/roles/DOCTOR`, ghost('ADMIN')))).toBe(
      'accounts.roles.already_held',
    );
    expect(code(await h.call('DELETE', `/${id}/roles/ROOM_USER`, ghost('ADMIN')))).toBe(
      'accounts.roles.not_held',
    );
    const last = await h.call('DELETE', `/${id}/roles/DOCTOR`, ghost('ADMIN'));
    expect(last.status).toBe(409);
    expect(code(last)).toBe('accounts.roles.last_role');
  });

  it('clears the preferred role when it is revoked', async () => {
    const target = await h.createStaff(['ROOM_USER', 'DOCTOR'], { preferredRole: 'DOCTOR' });
    const reply = await h.call<Account>('DELETE', `/${target.profile.id}/roles/DOCTOR`, ghost('ADMIN'));
    expect(reply.body).toMatchObject({ grantedRoles: ['ROOM_USER'], preferredRole: null });
  });

  it('answers 404 for a profile without account and 400 for a role that does not exist', async () => {
    const patient = await h.patient();
    const missing = await h.call('PUT', `/${patient.id}/roles/DOCTOR`, ghost('ADMIN'));
    expect(missing.status).toBe(404);
    expect(code(missing)).toBe('accounts.account.missing');
    const target = await h.createStaff(['DOCTOR']);
    const bad = await h.call('PUT', `/${target.profile.id}/roles/PRESIDENT`, ghost('ADMIN'));
    expect(bad.status).toBe(400);
    expect(code(bad)).toBe('common.request.invalid');
  });
});

describe('POST {id}/deactivate', () => {
  it('disables the account, announces it, and kills its open links', async () => {
    const target = await h.person(['DOCTOR']);
    await h.call('POST', '/request-reset-password', null, {
      email: target.email,
      captcha: await h.solvedCaptcha(),
    });
    const resetToken = h.lastToken(target.email, 'reset');
    const before = await h.counts();
    const reply = await h.call<Account>('POST', `/${target.id}/deactivate`, ghost('ADMIN'));
    expect(reply.status).toBe(200);
    expect(reply.body.enabled).toBe(false);
    const [event] = await h.eventsSince(before.events);
    expect(event).toMatchObject({
      type: 'account.deactivated',
      payload: { payload: { current: { enabled: false }, previous: { enabled: true } } },
    });
    const reset = await h.call('POST', '/reset-password', null, {
      password: 'Nouveau-2026!',
      token: resetToken,
    });
    expect(code(reset)).toBe('accounts.reset_password.token_missing');
  });

  it('refuses deactivating one’s own account, an already disabled one, and an admin as admin', async () => {
    const admin = await h.person(['ADMIN']);
    expect(code(await h.call('POST', `/${admin.id}/deactivate`, asPerson(admin)))).toBe(
      'accounts.deactivate.own_account',
    );
    const pending = await h.createStaff(['DOCTOR']);
    const again = await h.call('POST', `/${pending.profile.id}/deactivate`, ghost('ADMIN'));
    expect(again.status).toBe(409);
    expect(code(again)).toBe('accounts.deactivate.already_disabled');
    const otherAdmin = await h.person(['ADMIN']);
    expect(code(await h.call('POST', `/${otherAdmin.id}/deactivate`, asPerson(admin)))).toBe(
      'accounts.request.unauthorized',
    );
    expect((await h.call('POST', `/${otherAdmin.id}/deactivate`, ghost('SUPER_ADMIN'))).status).toBe(200);
  });
});

describe('POST profiles/{id}/resend-activation-email', () => {
  it('mails a new link, kills the old one, and leaves the account disabled until the new one is used', async () => {
    const person = await h.person(['ROOM_USER']);
    await h.call('POST', `/${person.id}/deactivate`, ghost('ADMIN'));
    const reply = await h.call(
      'POST',
      `/api/user-profiles/profiles/${person.id}/resend-activation-email`,
      ghost('ADMIN'),
    );
    expect(reply.status).toBe(204);
    const token = h.lastToken(person.email, 'activation');
    const account = await h.call<Account>('GET', `/internal/accounts/${person.id}`, ghost('SERVICE'));
    expect(account.body.enabled).toBe(false);
    await h.call('POST', `/api/user-profiles/profiles/${person.id}/resend-activation-email`, ghost('ADMIN'));
    const stale = await h.call('POST', '/initialize-password', null, {
      password: 'Nouveau-2026!',
      token,
      termsAccepted: true,
    });
    expect(code(stale)).toBe('accounts.initialize_password.token_missing');
    const fresh = h.lastToken(person.email, 'activation');
    expect(
      (
        await h.call('POST', '/initialize-password', null, {
          password: 'Nouveau-2026!',
          token: fresh,
          termsAccepted: true,
        })
      ).status,
    ).toBe(204);
    expect(
      (await h.call<Account>('GET', `/internal/accounts/${person.id}`, ghost('SERVICE'))).body.enabled,
    ).toBe(true);
  });

  it('refuses an enabled account and accounts out of the actor’s reach', async () => {
    const active = await h.person(['DOCTOR']);
    const enabled = await h.call('POST', `/profiles/${active.id}/resend-activation-email`, ghost('ADMIN'));
    expect(enabled.status).toBe(409);
    expect(code(enabled)).toBe('accounts.reactivate.already_enabled');
    const doctor = await h.createStaff(['DOCTOR']);
    const roomManager = await h.call(
      'POST',
      `/profiles/${doctor.profile.id}/resend-activation-email`,
      ghost('ROOM_MANAGER'),
    );
    expect(roomManager.status).toBe(403);
    expect(code(roomManager)).toBe('accounts.request.unauthorized');
  });
});
