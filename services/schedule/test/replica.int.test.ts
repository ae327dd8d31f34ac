import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { AccountEvents, MaterialResourcesEvents as E } from '@teleplan/proto/events';
import { as, code, startSchedule, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSchedule();
});
afterAll(async () => h?.close());

const query = <T>(sql: string, params: unknown[]) => h.service.dataSource.query<T[]>(sql, params);
const person = async (id: string) =>
  (
    await query<{ roles: string[]; enabled: boolean; last_name: string }>(
      'SELECT roles, enabled, last_name FROM person WHERE id = $1',
      [id],
    )
  )[0];
const doctorsOf = async (sectorId: string) =>
  (
    await query<{ doctor_id: string }>(
      'SELECT doctor_id FROM sector_doctor WHERE sector_id = $1 ORDER BY doctor_id',
      [sectorId],
    )
  ).map((r) => r.doctor_id);
const inboxCount = async (eventId: string) =>
  (
    await query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_event WHERE event_id = $1', [eventId])
  )[0]!.n;

describe("replica of accounts' people", () => {
  it('handles an event delivered twice once', async () => {
    const someone = await h.person(['DOCTOR']);
    const id = uuidv7();
    await h.publish(
      AccountEvents.accountRolesChanged,
      { current: h.accountSnapshot(someone, ['ROOM_USER'], true) },
      { id },
    );
    await h.publish(
      AccountEvents.accountRolesChanged,
      { current: h.accountSnapshot(someone, ['PATIENT'], true) },
      { id },
    );
    expect((await person(someone.id))!.roles).toEqual(['ROOM_USER']);
    expect(await inboxCount(id)).toBe(1);
  });

  it('keeps the newest account snapshot when an older one arrives late', async () => {
    const doctor = await h.person(['DOCTOR']);
    await h.publish(
      AccountEvents.accountDeactivated,
      { current: h.accountSnapshot(doctor, ['DOCTOR'], false) },
      { occurredAt: '2020-01-01T00:00:00.000Z' },
    );
    expect((await person(doctor.id))!.enabled).toBe(true);
  });

  it('of two account snapshots of the same millisecond keeps the later event, whichever arrives last', async () => {
    const doctor = await h.person(['DOCTOR']);
    const [earlier, later] = [uuidv7(), uuidv7()].sort();
    const occurredAt = '2030-01-01T00:00:00.000Z';
    await h.publish(
      AccountEvents.accountRolesChanged,
      { current: h.accountSnapshot(doctor, ['ROOM_USER'], true) },
      { id: later, occurredAt },
    );
    await h.publish(
      AccountEvents.accountRolesChanged,
      { current: h.accountSnapshot(doctor, ['PATIENT'], true) },
      { id: earlier, occurredAt },
    );
    expect((await person(doctor.id))!.roles).toEqual(['ROOM_USER']);
  });

  it('learns a disabled doctor from account.deactivated, so their properties are refused', async () => {
    const doctor = await h.person(['DOCTOR']);
    await h.publish(AccountEvents.accountDeactivated, {
      current: h.accountSnapshot(doctor, ['DOCTOR'], false),
    });
    expect(
      code(await h.call('POST', `/properties/doctors/${doctor.id}`, h.admin, { consultationDuration: 20 })),
    ).toBe('schedule.profile.doctor.disabled');
  });

  it('keeps the names of a profile update', async () => {
    const doctor = await h.person(['DOCTOR']);
    await h.publish(AccountEvents.profileUpdated, {
      current: {
        id: doctor.id,
        firstName: 'Paul',
        lastName: 'Durand',
        email: doctor.email,
        telephoneNumber: null,
        sex: 'M',
        zone: 'Europe/Paris',
        staff: true,
        audit: { createdDate: 1 },
        accountId: doctor.id,
      },
    });
    expect((await person(doctor.id))!.last_name).toBe('Durand');
  });

  it('dead-letters a malformed payload instead of dropping it', async () => {
    await h.publish(AccountEvents.accountUpdated, { current: { id: 'nope-account' } });
    expect(h.service.bus.deadLetters.some((d) => JSON.stringify(d).includes('nope-account'))).toBe(true);
  });
});

describe("replicas of material-resources' sectors and rooms", () => {
  it('replaces the doctors of a sector with each snapshot and ignores an older one', async () => {
    const [a, b] = [uuidv7(), uuidv7()].sort();
    const sector = await h.sector({ doctorIds: [a!] });
    await h.publish(E.sectorUpdated, { current: { ...sector, doctorIds: [b!] }, previous: sector });
    expect(await doctorsOf(sector.id)).toEqual([b]);
    await h.publish(
      E.sectorUpdated,
      { current: { ...sector, doctorIds: [a!, b!] } },
      { occurredAt: '2020-01-01T00:00:00.000Z' },
    );
    expect(await doctorsOf(sector.id)).toEqual([b]);
  });

  it('applies doctor links and unlinks once each, and ignores a link older than the sector it would change', async () => {
    const doctor = uuidv7();
    const sector = await h.sector();
    const id = uuidv7();
    await h.publish(E.sectorDoctorLinked, { sectorId: sector.id, doctorId: doctor }, { id });
    await h.publish(E.sectorDoctorUnlinked, { sectorId: sector.id, doctorId: doctor });
    await h.publish(E.sectorDoctorLinked, { sectorId: sector.id, doctorId: doctor }, { id });
    expect(await doctorsOf(sector.id)).toEqual([]);
    await h.publish(
      E.sectorDoctorLinked,
      { sectorId: sector.id, doctorId: doctor },
      { occurredAt: '2020-01-01T00:00:00.000Z' },
    );
    expect(await doctorsOf(sector.id)).toEqual([]);
    expect(await inboxCount(id)).toBe(1);
  });

  it("moves a room's access with its manager and keeps the newest snapshot", async () => {
    const [first, second] = [await h.person(['ROOM_MANAGER']), await h.person(['ROOM_MANAGER'])];
    const room = await h.room({ managerId: first.id });
    await h.publish(E.roomUpdated, { current: { ...room, managerId: second.id }, previous: room });
    await h.publish(
      E.roomUpdated,
      { current: room, previous: room },
      { occurredAt: '2020-01-01T00:00:00.000Z' },
    );
    expect((await h.call('GET', `/properties/rooms/${room.id}`, as(second))).status).toBe(200);
    expect(code(await h.call('GET', `/properties/rooms/${room.id}`, as(first)))).toBe(
      'schedule.room.unauthorized',
    );
  });

  it('gives a new room its default properties once, even when room.created comes twice', async () => {
    const room = h.roomSnapshot();
    const id = uuidv7();
    await h.publish(E.roomCreated, { current: room, defaultOpeningPattern: true }, { id });
    await h.call('POST', `/properties/rooms/${room.id}`, h.admin, { prepDuration: 40 });
    await h.publish(E.roomCreated, { current: room, defaultOpeningPattern: true }, { id });
    await h.publish(E.roomCreated, { current: room, defaultOpeningPattern: true });
    expect((await h.call('GET', `/properties/rooms/${room.id}`, h.admin)).body).toEqual({ prepDuration: 40 });
    expect(await query('SELECT room_id FROM room_properties WHERE room_id = $1', [room.id])).toHaveLength(1);
  });

  it('keeps the zone, state and sectors a room snapshot carries', async () => {
    const sector = await h.sector();
    const room = await h.room({ sectorIds: [sector.id], zoneId: 'America/Cayenne' });
    await h.publish(E.roomDisabled, { current: { ...room, enabled: false }, previous: room });
    const [row] = await query<{ zone_id: string; enabled: boolean; sectors: string[] }>(
      `SELECT zone_id, enabled, array(SELECT sector_id::text FROM room_sector WHERE room_id = r.id) AS sectors
         FROM room r WHERE id = $1`,
      [room.id],
    );
    expect(row).toEqual({ zone_id: 'America/Cayenne', enabled: false, sectors: [sector.id] });
  });

  it('dead-letters a malformed room payload', async () => {
    await h.publish(E.roomUpdated, { current: { id: 'nope-room' } });
    expect(h.service.bus.deadLetters.some((d) => JSON.stringify(d).includes('nope-room'))).toBe(true);
  });
});
