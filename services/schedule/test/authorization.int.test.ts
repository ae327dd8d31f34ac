import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, code, startSchedule, type Harness } from './harness.ts';

/** Scope follows the replicas of sectors and rooms (who may call which route: `access-table.int.test.ts`). */
let h: Harness;

beforeAll(async () => {
  h = await startSchedule();
});
afterAll(async () => h?.close());

describe('scope follows the replicas', () => {
  it('refuses a sector manager once the doctor is unlinked from their sector', async () => {
    const manager = await h.person(['SECTOR_MANAGER']);
    const doctor = await h.person(['DOCTOR']);
    const sector = await h.sector({ managerId: manager.id, doctorIds: [doctor.id] });
    expect((await h.call('GET', `/properties/doctors/${doctor.id}`, as(manager))).status).toBe(200);
    await h.publish('sector.doctor-unlinked', { sectorId: sector.id, doctorId: doctor.id });
    expect(code(await h.call('GET', `/properties/doctors/${doctor.id}`, as(manager)))).toBe(
      'schedule.profile.doctor.unauthorized',
    );
  });

  it("refuses a room's former manager and users once the room is deleted", async () => {
    const manager = await h.person(['ROOM_MANAGER']);
    const user = await h.person(['ROOM_USER']);
    const room = await h.room({ managerId: manager.id, userIds: [user.id] });
    expect((await h.call('GET', `/properties/rooms/${room.id}`, as(user))).status).toBe(200);
    await h.publish('room.deleted', {
      current: { ...room, deleted: true, enabled: false, managerId: null, userIds: [], sectorIds: [] },
      previous: room,
    });
    expect(code(await h.call('GET', `/properties/rooms/${room.id}`, as(manager)))).toBe(
      'schedule.room.unauthorized',
    );
    expect(code(await h.call('GET', `/properties/rooms/${room.id}`, as(user)))).toBe(
      'schedule.room.unauthorized',
    );
  });

  it('refuses them even while the deleted room still names them, and keeps its doctors from them', async () => {
    const manager = await h.person(['ROOM_MANAGER']);
    const user = await h.person(['ROOM_USER']);
    const doctor = await h.person(['DOCTOR']);
    const sector = await h.sector({ doctorIds: [doctor.id] });
    const room = await h.room({ sectorIds: [sector.id], managerId: manager.id, userIds: [user.id] });
    expect((await h.call('GET', `/properties/doctors/${doctor.id}`, as(user))).status).toBe(200);
    await h.publish('room.deleted', { current: { ...room, deleted: true, enabled: false }, previous: room });
    for (const caller of [as(manager), as(user)]) {
      expect(code(await h.call('GET', `/properties/rooms/${room.id}`, caller))).toBe(
        'schedule.room.unauthorized',
      );
      expect(code(await h.call('GET', `/properties/doctors/${doctor.id}`, caller))).toBe(
        'schedule.profile.doctor.unauthorized',
      );
    }
  });
});
