import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { AccountEvents, MaterialResourcesEvents } from '@teleplan/proto/events';
import type { Role } from '@teleplan/proto/roles';
import { startNotification, type Harness, type Person } from './harness.ts';
import {
  appointmentEvent,
  bearer,
  browser,
  doctorDisabled,
  listen,
  type Browser,
  type Place,
} from './live-harness.ts';

const REPLAY_MAX = 20;
let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startNotification({
    NOTIFICATION_LIVE_REPLAY_MAX: REPLAY_MAX,
    NOTIFICATION_LIVE_CATCH_UP_MS: 200,
  });
  url = await listen(h);
});
afterAll(async () => h?.close());

const SETTLE_MS = 300;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const tokenOf = (person: Person, role: Role = person.roles[0]!) => h.service.issuer.token(person.id, role);
const follow = async (person: Person, role?: Role, options?: { lastEventId?: string }) => {
  const b = browser(url, bearer(await tokenOf(person, role)), options);
  await b.connected;
  return b;
};
const publish = async (event: ReturnType<typeof appointmentEvent>) => {
  await h.service.bus.publish(event);
  await h.service.bus.idle();
  return event;
};
const refused = async (b: Browser) => {
  const code = await b.closed;
  return { code, messageCode: b.errors[0] && JSON.parse(b.errors[0].body).messageCode };
};

async function roomWithStaff(managerId: string, userIds: string[], sectorId: string): Promise<string> {
  const id = uuidv7();
  await h.publish(MaterialResourcesEvents.roomCreated, {
    current: { ...h.roomSnapshot(id, managerId, [sectorId]), userIds },
    defaultOpeningPattern: false,
  });
  return id;
}

describe('the live feed over STOMP: who sees what (docs/events.md#live-feed)', () => {
  it('gives each role exactly the events it may see, titles blank for admins', async () => {
    const [superAdmin, admin, sectorManager, otherSectorManager, doctor1, doctor2] = await Promise.all([
      h.person(['SUPER_ADMIN']),
      h.person(['ADMIN']),
      h.person(['SECTOR_MANAGER']),
      h.person(['SECTOR_MANAGER']),
      h.person(['DOCTOR']),
      h.person(['DOCTOR']),
    ]);
    const [manager1, user1, manager2, patient] = await Promise.all([
      h.person(['ROOM_MANAGER']),
      h.person(['ROOM_USER']),
      h.person(['ROOM_MANAGER']),
      h.person(['PATIENT']),
    ]);
    const sector1 = await h.sector(sectorManager.id);
    const sector2 = await h.sector(otherSectorManager.id);
    const room1 = await roomWithStaff(manager1.id, [user1.id], sector1);
    const room2 = await roomWithStaff(manager2.id, [], sector2);
    const here: Place = { room: room1, sector: sector1, doctor: doctor1.id, patient: patient.id };
    const there: Place = { room: room2, sector: sector2, doctor: doctor2.id, patient: patient.id };

    const followers = {
      superAdmin: await follow(superAdmin),
      admin: await follow(admin),
      sectorManager: await follow(sectorManager),
      otherSectorManager: await follow(otherSectorManager),
      doctor1: await follow(doctor1),
      doctor2: await follow(doctor2),
      manager1: await follow(manager1),
      user1: await follow(user1),
      manager2: await follow(manager2),
    };
    const bookedHere = await publish(appointmentEvent('BOOKED', here));
    const bookedThere = await publish(appointmentEvent('BOOKED', there));
    const movedThere = await publish(appointmentEvent('MODIFIED', there, here));
    const canceledThere = await publish(appointmentEvent('CANCELED', there));
    const all = [bookedHere, bookedThere, movedThere, canceledThere].map((e) => e.id);
    const expected: Record<keyof typeof followers, string[]> = {
      superAdmin: all,
      admin: all,
      sectorManager: [bookedHere.id, movedThere.id],
      otherSectorManager: [bookedThere.id, movedThere.id, canceledThere.id],
      doctor1: [bookedHere.id, movedThere.id],
      doctor2: [bookedThere.id, movedThere.id, canceledThere.id],
      manager1: [bookedHere.id, movedThere.id],
      user1: [bookedHere.id, movedThere.id],
      manager2: [bookedThere.id, movedThere.id, canceledThere.id],
    };
    await waitFor('every follower to get its events', () =>
      Object.entries(followers).every(
        ([name, b]) => b.events.length >= expected[name as keyof typeof followers].length,
      ),
    );
    await settle();
    for (const [name, b] of Object.entries(followers)) {
      expect({ name, ids: b.ids() }).toEqual({ name, ids: expected[name as keyof typeof followers] });
    }

    const patientName = `Jeanne ${(await h.service.dataSource.query<{ last_name: string }[]>('SELECT last_name FROM person WHERE id = $1', [patient.id]))[0]!.last_name}`;
    expect(followers.admin.events.every((e) => e.appointment.title === '')).toBe(true);
    expect(followers.superAdmin.events.every((e) => e.appointment.title === '')).toBe(true);
    expect(followers.doctor1.events[0]).toMatchObject({
      id: bookedHere.id,
      type: 'BOOKED',
      appointment: { room: room1, sector: sector1, doctor: doctor1.id, title: patientName, canceled: false },
    });
    expect(followers.doctor2.events[1]).toMatchObject({
      type: 'MODIFIED',
      appointment: { room: room2, doctor: doctor2.id },
      previous: { room: room1, doctor: doctor1.id },
    });
    expect(followers.doctor2.events[2]).toMatchObject({ type: 'CANCELED', appointment: { canceled: true } });
    expect(followers.superAdmin.messages[0]!.headers).toMatchObject({
      'live-kind': 'event',
      'message-id': bookedHere.id,
      'content-type': 'application/json',
    });

    // A room user added to a room sees its events from then on, without reconnecting.
    await h.publish(MaterialResourcesEvents.roomUpdated, {
      current: { ...h.roomSnapshot(room2, manager2.id, [sector2]), userIds: [user1.id] },
    });
    const afterJoining = await publish(appointmentEvent('BOOKED', there));
    await waitFor('the room user to see the room it joined', () =>
      followers.user1.ids().includes(afterJoining.id),
    );

    await Promise.all(Object.values(followers).map((b) => b.disconnect()));
  });

  it('refuses a patient at CONNECT with an ERROR frame, then closes', async () => {
    const patient = await h.person(['PATIENT']);
    const b = browser(url, bearer(await tokenOf(patient)));
    expect(await refused(b)).toEqual({ code: 1008, messageCode: 'notification.live.forbidden' });
  });
});

describe('the live feed over STOMP: tokens', () => {
  it('refuses a missing, bad, foreign or expired token with an ERROR frame and a close', async () => {
    const doctor = await h.person(['DOCTOR']);
    const expired = await h.service.issuer.token(doctor.id, 'DOCTOR', { expiresInSeconds: -60 });
    const foreign = await h.service.issuer.token(doctor.id, 'DOCTOR', { issuer: 'http://elsewhere' });
    expect(await refused(browser(url, {}))).toEqual({
      code: 1008,
      messageCode: 'common.auth.unauthenticated',
    });
    expect(await refused(browser(url, bearer('not-a-token')))).toMatchObject({
      messageCode: 'common.auth.unauthenticated',
    });
    expect(await refused(browser(url, bearer(foreign)))).toMatchObject({
      messageCode: 'common.auth.unauthenticated',
    });
    expect(await refused(browser(url, bearer(expired)))).toMatchObject({
      messageCode: 'common.auth.token_expired',
    });
  });

  it('ends a connection with an ERROR frame when its token expires', async () => {
    const doctor = await h.person(['DOCTOR']);
    const shortLived = await h.service.issuer.token(doctor.id, 'DOCTOR', { expiresInSeconds: 2 });
    const b = browser(url, bearer(shortLived));
    await b.connected;
    expect(await refused(b)).toEqual({ code: 1008, messageCode: 'common.auth.token_expired' });
  });

  it('takes the token from the passcode header too', async () => {
    const doctor = await h.person(['DOCTOR']);
    const b = browser(url, { passcode: await tokenOf(doctor) });
    await b.connected;
    await b.disconnect();
  });

  it('closes the sockets of a disabled account and refuses it when it reconnects with a still valid token', async () => {
    const doctor = await h.person(['DOCTOR']);
    const token = await tokenOf(doctor);
    const b = browser(url, bearer(token));
    await b.connected;
    await doctorDisabled(h, doctor);
    expect(await refused(b)).toEqual({ code: 1008, messageCode: 'notification.live.revoked' });
    expect(await refused(browser(url, bearer(token)))).toMatchObject({
      messageCode: 'notification.live.revoked',
    });
  });

  it('closes the sockets of an account whose credentials changed, and refuses its older tokens', async () => {
    const doctor = await h.person(['DOCTOR']);
    const token = await tokenOf(doctor);
    const b = await follow(doctor);
    // A second after the token was issued: tokens are dated to the second.
    const occurredAt = new Date(Date.now() + 2_000).toISOString();
    await h.publish(
      AccountEvents.accountCredentialsChanged,
      { accountId: doctor.id, reason: 'password-changed', keepSessionId: null },
      { occurredAt },
    );
    expect(await refused(b)).toMatchObject({ messageCode: 'notification.live.revoked' });
    expect(await refused(browser(url, bearer(token)))).toMatchObject({
      messageCode: 'notification.live.revoked',
    });
  });

  it('closes a session whose role was taken away', async () => {
    const manager = await h.person(['ROOM_MANAGER']);
    const b = await follow(manager);
    await h.publish(AccountEvents.accountRolesChanged, {
      current: {
        id: manager.id,
        enabled: true,
        grantedRoles: ['ROOM_USER'],
        preferredRole: 'ROOM_USER',
        email: manager.email,
      },
    });
    expect(await refused(b)).toMatchObject({ messageCode: 'notification.live.revoked' });
  });
});

describe('the live feed over STOMP: reconnecting', () => {
  it('replays what a reconnecting browser missed after its last event id, then goes on live', async () => {
    const admin = await h.person(['ADMIN']);
    const place: Place = { room: uuidv7(), sector: uuidv7(), doctor: uuidv7(), patient: uuidv7() };
    const first = await follow(admin);
    const seen = await publish(appointmentEvent('BOOKED', place));
    await waitFor('the first event', () => first.ids().includes(seen.id));
    await first.disconnect();

    const missed = [
      await publish(appointmentEvent('BOOKED', place)),
      await publish(appointmentEvent('CANCELED', place)),
    ];
    await waitFor('the history to hold them', async () => (await recorded(missed[1]!.id)) === 1);
    const again = await follow(admin, undefined, { lastEventId: seen.id });
    const live = await publish(appointmentEvent('BOOKED', place));
    await waitFor('the replay and the live event', () => again.ids().includes(live.id));
    await settle();
    expect(again.ids().filter((id) => [seen.id, ...missed.map((e) => e.id), live.id].includes(id))).toEqual([
      ...missed.map((e) => e.id),
      live.id,
    ]);
    await again.disconnect();
  });

  it('sends one RELOAD instead of a replay beyond the bound, or for an id it does not keep', async () => {
    const admin = await h.person(['ADMIN']);
    const place: Place = { room: uuidv7(), sector: uuidv7(), doctor: uuidv7(), patient: uuidv7() };
    const last = await publish(appointmentEvent('BOOKED', place));
    const after: { id: string }[] = [];
    for (let n = 0; n <= REPLAY_MAX; n++) after.push(await publish(appointmentEvent('BOOKED', place)));
    await waitFor('the history to hold them', async () => (await recorded(after[REPLAY_MAX]!.id)) === 1);

    for (const lastEventId of [last.id, uuidv7(), 'not-an-id']) {
      const b = await follow(admin, undefined, { lastEventId });
      await waitFor('the reload', () => b.messages.length >= 1);
      expect(b.messages[0]!.headers['live-kind']).toBe('reload');
      expect(JSON.parse(b.messages[0]!.body)).toEqual({ reload: true });
      await b.disconnect();
    }
  });
});

describe('the live feed: recording', () => {
  it('records an appointment event once, however often it is delivered', async () => {
    const event = appointmentEvent('BOOKED', {
      room: uuidv7(),
      sector: uuidv7(),
      doctor: uuidv7(),
      patient: uuidv7(),
    });
    await publish(event);
    await publish(event);
    expect(await recorded(event.id)).toBe(1);
    expect(h.service.bus.deadLetters).toHaveLength(0);
  });
});

async function recorded(id: string): Promise<number> {
  const [row] = await h.service.dataSource.query<{ n: number }[]>(
    'SELECT count(*)::int AS n FROM live_event WHERE id = $1',
    [id],
  );
  return row!.n;
}
