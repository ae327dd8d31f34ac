import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { AccountEvents } from '@teleplan/proto/events';
import type { Role } from '@teleplan/proto/roles';
import { as, code, ghost, startNotification, type Caller, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startNotification();
});
afterAll(async () => h?.close());

const body = { acceptingEmail: false, acceptingSms: false };
const attempts = (profileId: string, caller: Caller) => [
  () => h.call('GET', `/notifications/get-notifications-parameters/${profileId}`, caller),
  () => h.call('POST', `/notifications/add-notifications-parameters/${profileId}`, caller, body),
  () => h.call('POST', `/notifications/update-notifications-parameters/${profileId}`, caller, body),
];
const OTHER_STAFF: Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'DOCTOR', 'ROOM_USER'];

/** The super admin as the replica sees it between its profile.created and its account.created. */
async function superAdminWithoutAccountYet(): Promise<string> {
  const id = uuidv7();
  await h.publish(AccountEvents.profileCreated, { current: h.profileSnapshot(id, { staff: true }) });
  return id;
}

describe('preferences of a person the replica does not fully know', () => {
  it('are refused to every role for a profile the replica never heard of, and nothing is written', async () => {
    const unknown = uuidv7();
    for (const role of OTHER_STAFF)
      for (const attempt of attempts(unknown, ghost(role))) {
        const reply = await attempt();
        expect([reply.status, code(reply)]).toEqual([404, 'notification.profile.unknown']);
      }
    expect(await h.count('notification_preferences')).toBe(0);
  });

  it('are refused for a person known from account events alone (staff or patient is not known yet)', async () => {
    const id = uuidv7();
    await h.publish(AccountEvents.accountCreated, {
      current: { id, enabled: true, grantedRoles: ['SUPER_ADMIN'], preferredRole: null, email: 'sa@test.fr' },
    });
    for (const role of OTHER_STAFF)
      for (const attempt of attempts(id, ghost(role))) expect((await attempt()).status).toBe(404);
  });

  it("are refused to every other role while a staff member's roles have not arrived, never allowed", async () => {
    const id = await superAdminWithoutAccountYet();
    for (const role of OTHER_STAFF)
      for (const attempt of attempts(id, ghost(role))) {
        const reply = await attempt();
        expect([reply.status, code(reply)]).toEqual([403, 'notification.preferences.unauthorized']);
      }
    expect(await h.count('notification_preferences')).toBe(0);
    // Its owner may set them: the replica knows the profile.
    const own = await h.call(
      'POST',
      `/notifications/add-notifications-parameters/${id}`,
      { id, role: 'SUPER_ADMIN' },
      body,
    );
    expect(own.status).toBe(201);
  });

  it("cannot be changed by an admin or a sector manager once the super admin's account is known", async () => {
    const superAdmin = await h.person(['SUPER_ADMIN']);
    expect(
      (
        await h.call(
          'POST',
          `/notifications/add-notifications-parameters/${superAdmin.id}`,
          as(superAdmin),
          body,
        )
      ).status,
    ).toBe(201);
    for (const role of ['ADMIN', 'SECTOR_MANAGER'] as const) {
      const other = await h.person([role]);
      const reply = await h.call(
        'POST',
        `/notifications/update-notifications-parameters/${superAdmin.id}`,
        as(other),
        { acceptingEmail: true, acceptingSms: true },
      );
      expect([reply.status, code(reply)]).toEqual([403, 'notification.preferences.unauthorized']);
    }
    const kept = await h.call(
      'GET',
      `/notifications/get-notifications-parameters/${superAdmin.id}`,
      as(superAdmin),
    );
    expect(kept.body).toEqual({ profileId: superAdmin.id, ...body });
  });
});
