import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectorQuota } from '@teleplan/proto/licenses';
import type { Room, Sector } from '@teleplan/proto/material-resources';
import { as, code, ghost, startResources, type Harness, type Person } from './harness.ts';

let h: Harness;
let sector: Sector;
let sectorManager: Person;
let room: Room;
beforeAll(async () => {
  h = await startResources();
  ({ sector, manager: sectorManager } = await h.sector({ nbRooms: 4 }));
  room = await h.room([sector.id]);
});
afterAll(async () => h?.close());

const availability = (id: string, caller = h.admin) =>
  h.call<SectorQuota>('GET', `/sectors/${id}/availability`, caller);

describe('GET sectors/{id}/availability', () => {
  it("tells an admin whether the practice is open and its licence's rooms used and left", async () => {
    const reply = await availability(sector.id, ghost('ADMIN'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      sectorId: sector.id,
      nbRooms: 4,
      usedRooms: 1,
      availableRooms: 3,
      open: true,
    });
  });

  it('says when the distributor closed the practice', async () => {
    const { sector: closed } = await h.sector({ nbRooms: 2 });
    h.licenses.closed.add(closed.id);
    expect((await availability(closed.id)).body).toMatchObject({ open: false, nbRooms: 2, usedRooms: 0 });
  });

  it('answers the sector manager of the sector, the room manager and room user of one of its rooms, and its doctors', async () => {
    const roomManager = await h.person(['ROOM_MANAGER']);
    await h.call('PUT', `/rooms/${room.id}/room-manager/${roomManager.id}`, h.admin);
    const roomUser = await h.person(['ROOM_USER']);
    await h.call('POST', `/add-room-user/${room.id}/${roomUser.id}`, h.admin);
    const doctor = await h.person(['DOCTOR']);
    await h.call('POST', `/add-doctor-sector/${sector.id}/${doctor.id}`, h.admin);
    for (const caller of [as(sectorManager), as(roomManager), as(roomUser), as(doctor)])
      expect((await availability(sector.id, caller)).status).toBe(200);
  });

  it("refuses another sector's staff with sector.unauthorized", async () => {
    const { manager: otherManager } = await h.sector();
    const doctor = await h.person(['DOCTOR']);
    for (const caller of [as(otherManager), as(doctor), ghost('ROOM_USER'), ghost('ROOM_MANAGER')]) {
      const reply = await availability(sector.id, caller);
      expect([reply.status, code(reply)]).toEqual([403, 'material_resources.sector.unauthorized']);
    }
  });

  it('refuses a patient and a call without token', async () => {
    expect((await availability(sector.id, ghost('PATIENT'))).status).toBe(403);
    expect((await availability(sector.id, null)).status).toBe(401);
  });

  it('answers 404 for an unknown sector, 400 for an id that is not one, 503 while the licenses service is down', async () => {
    expect(code(await availability(randomUUID()))).toBe('material_resources.sector.missing');
    expect((await availability('not-an-id')).status).toBe(400);
    h.licenses.down = true;
    try {
      const reply = await availability(sector.id);
      expect([reply.status, code(reply)]).toEqual([503, 'material_resources.licenses.unavailable']);
    } finally {
      h.licenses.down = false;
    }
  });
});
