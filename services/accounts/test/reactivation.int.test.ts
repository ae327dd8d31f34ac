import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@teleplan/proto/accounts';
import type { Role } from '@teleplan/proto/roles';
import { code, ghost, PASSWORD, startAccounts, type Harness } from './harness.ts';
import { deliver, roomOf } from './resource-events.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

const resend = (id: string, role: Role, caller = ghost(role)) =>
  h.call('POST', `/api/user-profiles/profiles/${id}/resend-activation-email`, caller);
/** A room manager (token only) whose room has `userIds` as its staff. */
async function managerOf(...userIds: string[]) {
  const manager = ghost('ROOM_MANAGER')!;
  await roomOf(h, manager.id, userIds);
  return manager;
}
const enabled = async (id: string) =>
  (await h.call<Account>('GET', `/internal/accounts/${id}`, ghost('SERVICE'))).body.enabled;

/** A person of `roles` whose account an admin deactivated after they had used it. */
async function deactivated(roles: Role[]) {
  const person = await h.person(roles);
  expect((await h.call('POST', `/${person.id}/deactivate`, ghost('ADMIN'))).status).toBe(200);
  return person;
}

describe('re-enabling a deactivated account', () => {
  it('refuses a room manager undoing an admin’s deactivation, and changes nothing', async () => {
    const person = await deactivated(['ROOM_USER']);
    const manager = await managerOf(person.id);
    expect((await h.call('POST', `/${person.id}/deactivate`, manager)).status).toBe(403);
    await h.runtime.ctx.mail.flush();
    const mails = h.mails.length;
    const before = await h.counts();
    const reply = await resend(person.id, 'ROOM_MANAGER', manager);
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.reactivate.unauthorized');
    expect(await h.counts()).toEqual(before);
    await h.runtime.ctx.mail.flush();
    expect(h.mails.length).toBe(mails);
    expect(await enabled(person.id)).toBe(false);
  });

  it('refuses a sector manager re-enabling a deactivated doctor', async () => {
    const person = await deactivated(['DOCTOR']);
    const before = await h.counts();
    const reply = await resend(person.id, 'SECTOR_MANAGER');
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.reactivate.unauthorized');
    expect(await h.counts()).toEqual(before);
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('lets %s re-enable it through a new link', async (role) => {
    const person = await deactivated(['ROOM_USER']);
    expect((await resend(person.id, role)).status).toBe(204);
    const reply = await h.call('POST', '/initialize-password', null, {
      password: PASSWORD,
      token: h.lastToken(person.email, 'activation'),
      termsAccepted: true,
    });
    expect(reply.status).toBe(204);
    expect(await enabled(person.id)).toBe(true);
  });
});

describe('resending a first activation mail', () => {
  it.each(['SECTOR_MANAGER', 'ADMIN'] as const)(
    'lets %s resend it to a never-activated room user',
    async (role) => {
      const created = await h.createStaff(['ROOM_USER']);
      expect((await resend(created.profile.id, role)).status).toBe(204);
      expect(h.lastToken(created.profile.email!, 'activation')).toBeTruthy();
    },
  );

  it('lets a room manager resend it to a never-activated user of their own room', async () => {
    const created = await h.createStaff(['ROOM_USER']);
    const manager = await managerOf(created.profile.id);
    expect((await resend(created.profile.id, 'ROOM_MANAGER', manager)).status).toBe(204);
    expect(h.lastToken(created.profile.email!, 'activation')).toBeTruthy();
  });

  it('refuses a room manager resending it to a user of another room, or of no room, and changes nothing', async () => {
    const inAnotherRoom = await h.createStaff(['ROOM_USER']);
    const inNoRoom = await h.createStaff(['ROOM_USER']);
    await managerOf(inAnotherRoom.profile.id);
    const manager = await managerOf();
    for (const target of [inAnotherRoom, inNoRoom]) {
      const before = await h.counts();
      const reply = await resend(target.profile.id, 'ROOM_MANAGER', manager);
      expect(reply.status).toBe(403);
      expect(code(reply)).toBe('accounts.request.unauthorized');
      expect(await h.counts()).toEqual(before);
    }
  });

  it('follows the room’s staff: refused once the person left the room or the room was deleted', async () => {
    const [leaving, staying] = [await h.createStaff(['ROOM_USER']), await h.createStaff(['ROOM_USER'])];
    const manager = ghost('ROOM_MANAGER')!;
    const room = await roomOf(h, manager.id, [leaving.profile.id, staying.profile.id]);
    const left = { ...room, userIds: [staying.profile.id] };
    await deliver(h, 'room.updated', { current: left, previous: room });
    expect(code(await resend(leaving.profile.id, 'ROOM_MANAGER', manager))).toBe(
      'accounts.request.unauthorized',
    );
    expect((await resend(staying.profile.id, 'ROOM_MANAGER', manager)).status).toBe(204);
    await deliver(h, 'room.deleted', { current: { ...left, deleted: true }, previous: left });
    expect(code(await resend(staying.profile.id, 'ROOM_MANAGER', manager))).toBe(
      'accounts.request.unauthorized',
    );
  });

  it('refuses a room manager resending it to a never-activated doctor, and changes nothing', async () => {
    const created = await h.createStaff(['DOCTOR']);
    const manager = await managerOf(created.profile.id);
    const before = await h.counts();
    const reply = await resend(created.profile.id, 'ROOM_MANAGER', manager);
    expect(reply.status).toBe(403);
    expect(code(reply)).toBe('accounts.request.unauthorized');
    expect(await h.counts()).toEqual(before);
  });
});
