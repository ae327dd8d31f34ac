import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { AccountEvents, MaterialResourcesEvents } from '@teleplan/proto/events';
import { as, code, startNotification, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startNotification();
});
afterAll(async () => h?.close());

const person = async (id: string) =>
  (
    await h.service.dataSource.query<{ email: string | null; has_telephone: boolean; roles: string[] }[]>(
      'SELECT email, has_telephone, roles FROM person WHERE id = $1',
      [id],
    )
  )[0];
const handled = async (eventId: string) =>
  (
    await h.service.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM inbox_event WHERE event_id = $1',
      [eventId],
    )
  )[0]!.n;
const mailParameters = (roomId: string, caller: Parameters<Harness['call']>[2]) =>
  h.call('GET', `/notifications/rooms/${roomId}/mail-parameters`, caller);

describe("replica of accounts' profiles and accounts", () => {
  it('handles a profile event delivered twice once', async () => {
    const someone = await h.person(['PATIENT']);
    const eventId = uuidv7();
    const changed = h.profileSnapshot(someone.id, { email: null, telephoneNumber: null });
    await h.publish(AccountEvents.profileUpdated, { current: changed }, { id: eventId });
    await h.publish(
      AccountEvents.profileUpdated,
      { current: { ...changed, email: 'again@test.teleplan.fr' } },
      { id: eventId },
    );
    expect(await person(someone.id)).toEqual({ email: null, has_telephone: false, roles: ['PATIENT'] });
    expect(await handled(eventId)).toBe(1);
    expect(h.service.bus.deadLetters).toHaveLength(0);
  });

  it('handles an account event delivered twice once', async () => {
    const someone = await h.person(['DOCTOR']);
    const eventId = uuidv7();
    const account = {
      id: someone.id,
      enabled: true,
      grantedRoles: ['ADMIN'],
      preferredRole: null,
      email: 'a@b.fr',
    };
    await h.publish(AccountEvents.accountRolesChanged, { current: account }, { id: eventId });
    await h.publish(
      AccountEvents.accountRolesChanged,
      { current: { ...account, grantedRoles: ['ROOM_USER'] } },
      { id: eventId },
    );
    expect((await person(someone.id))!.roles).toEqual(['ADMIN']);
    expect(await handled(eventId)).toBe(1);
  });

  it('keeps the newest profile snapshot when an older one arrives late', async () => {
    const someone = await h.person(['PATIENT']);
    await h.publish(
      AccountEvents.profileUpdated,
      { current: h.profileSnapshot(someone.id, { email: null }) },
      { occurredAt: '2020-01-01T00:00:00.000Z' },
    );
    expect((await person(someone.id))!.email).toBe(someone.email);
  });

  it('of two profile snapshots of the same millisecond keeps the later event, whichever arrives last', async () => {
    const someone = await h.person(['PATIENT']);
    const [earlier, later] = [uuidv7(), uuidv7()].sort();
    const occurredAt = '2030-01-01T00:00:00.000Z';
    const snapshot = (email: string) => ({ current: h.profileSnapshot(someone.id, { email }) });
    await h.publish(AccountEvents.profileUpdated, snapshot('later@test.teleplan.fr'), {
      id: later,
      occurredAt,
    });
    await h.publish(AccountEvents.profileUpdated, snapshot('earlier@test.teleplan.fr'), {
      id: earlier,
      occurredAt,
    });
    expect((await person(someone.id))!.email).toBe('later@test.teleplan.fr');
  });

  it('refuses mails once the profile lost its email', async () => {
    const patient = await h.person(['PATIENT']);
    const body = { acceptingEmail: true, acceptingSms: false };
    const url = `/notifications/add-notifications-parameters/${patient.id}`;
    await h.publish(AccountEvents.profileUpdated, {
      current: h.profileSnapshot(patient.id, { email: null }),
    });
    expect(code(await h.call('POST', url, as(patient), body))).toBe('notification.preferences.no_email');
  });

  it('follows granted roles: a doctor may no longer edit a patient who became an admin', async () => {
    const doctor = await h.person(['DOCTOR']);
    const patient = await h.person(['PATIENT']);
    const url = `/notifications/add-notifications-parameters/${patient.id}`;
    const body = { acceptingEmail: false, acceptingSms: false };
    await h.publish(AccountEvents.accountRolesChanged, {
      current: {
        id: patient.id,
        enabled: true,
        grantedRoles: ['PATIENT', 'ADMIN'],
        preferredRole: null,
        email: 'x@y.fr',
      },
    });
    const reply = await h.call('POST', url, as(doctor), body);
    expect([reply.status, code(reply)]).toEqual([403, 'notification.preferences.unauthorized']);
    expect(await h.count('notification_preferences')).toBe(0);
  });

  it('dead-letters a malformed payload instead of applying it', async () => {
    await h.publish(AccountEvents.profileCreated, { current: { id: 'not-a-uuid' } });
    expect(h.service.bus.deadLetters.length).toBeGreaterThan(0);
  });
});

describe("replica of material-resources' rooms and sectors", () => {
  it('handles a room event delivered twice once', async () => {
    const first = await h.person(['ROOM_MANAGER']);
    const second = await h.person(['ROOM_MANAGER']);
    const roomId = await h.room(null, []);
    const eventId = uuidv7();
    await h.publish(
      MaterialResourcesEvents.roomUpdated,
      { current: h.roomSnapshot(roomId, first.id, []) },
      { id: eventId },
    );
    await h.publish(
      MaterialResourcesEvents.roomUpdated,
      { current: h.roomSnapshot(roomId, second.id, []) },
      { id: eventId },
    );
    expect((await mailParameters(roomId, as(first))).status).toBe(200);
    expect(code(await mailParameters(roomId, as(second)))).toBe('notification.mail_parameters.no_rights');
    expect(await handled(eventId)).toBe(1);
  });

  it('handles a sector event delivered twice once and follows its manager', async () => {
    const manager = await h.person(['SECTOR_MANAGER']);
    const sectorId = await h.sector(null);
    const roomId = await h.room(null, [sectorId]);
    expect(code(await mailParameters(roomId, as(manager)))).toBe('notification.mail_parameters.no_rights');
    const eventId = uuidv7();
    const snapshot = h.sectorSnapshot(sectorId, manager.id);
    await h.publish(MaterialResourcesEvents.sectorUpdated, { current: snapshot }, { id: eventId });
    await h.publish(
      MaterialResourcesEvents.sectorUpdated,
      { current: { ...snapshot, managerId: null } },
      { id: eventId },
    );
    expect((await mailParameters(roomId, as(manager))).status).toBe(200);
    expect(await handled(eventId)).toBe(1);
  });

  it('ignores an older room snapshot arriving late', async () => {
    const manager = await h.person(['ROOM_MANAGER']);
    const roomId = await h.room(manager.id, []);
    await h.publish(
      MaterialResourcesEvents.roomUpdated,
      { current: h.roomSnapshot(roomId, null, []) },
      { occurredAt: '2020-01-01T00:00:00.000Z' },
    );
    expect((await mailParameters(roomId, as(manager))).status).toBe(200);
  });

  it('treats a deleted room as unknown', async () => {
    const roomId = await h.room(null, []);
    await h.publish(MaterialResourcesEvents.roomDeleted, { current: h.roomSnapshot(roomId, null, [], true) });
    const reply = await mailParameters(roomId, h.superAdmin);
    expect([reply.status, code(reply)]).toEqual([404, 'notification.mail_parameters.unknown_room']);
  });
});
