import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountEvents } from '@teleplan/proto/events';
import type { Room, Sector } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import { as, code, ghost, startResources, type Harness, type Person } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startResources();
});
afterAll(async () => h?.close());

/** accounts announcing that `person` now holds `roles` only. */
const rolesChanged = (person: Person, roles: Role[]) =>
  h.publish(AccountEvents.accountRolesChanged, {
    current: {
      id: person.id,
      enabled: true,
      grantedRoles: roles,
      preferredRole: roles[0],
      email: person.email,
    },
    previous: {
      id: person.id,
      enabled: true,
      grantedRoles: person.roles,
      preferredRole: person.roles[0],
      email: person.email,
    },
  });

async function managedRoom(): Promise<{ room: Room; sectorManager: Person; roomManager: Person }> {
  const { sector, manager: sectorManager } = await h.sector();
  const room = await h.room([sector.id]);
  const roomManager = await h.person(['ROOM_MANAGER']);
  const assigned = await h.call('PUT', `/rooms/${room.id}/room-manager/${roomManager.id}`, h.admin);
  expect(assigned.status).toBe(200);
  return { room, sectorManager, roomManager };
}

describe('DELETE sectors/{id}/sector-manager', () => {
  it.each<Role>(['SUPER_ADMIN', 'ADMIN'])(
    'lets a %s leave a sector without manager, announced',
    async (role) => {
      const { sector, manager } = await h.sector();
      const before = await h.counts();
      const reply = await h.call<Sector>('DELETE', `/sectors/${sector.id}/sector-manager`, ghost(role));
      expect(reply.status).toBe(200);
      expect(reply.body.manager ?? null).toBeNull();
      const events = await h.eventsSince(before.events);
      expect(events.map((e) => e.type)).toEqual(['sector.updated']);
      expect(events[0]!.payload).toMatchObject({
        payload: { current: { managerId: null }, previous: { managerId: manager.id } },
      });
      const freed = await h.call('GET', `/get-sector-by-manager/${manager.id}`, as(manager));
      expect(freed.status).toBe(404);
    },
  );

  it.each<Role>(['SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'])(
    'refuses a %s and changes nothing',
    async (role) => {
      const { sector, manager } = await h.sector();
      const caller = role === 'SECTOR_MANAGER' ? as(manager) : ghost(role);
      const before = await h.counts();
      const reply = await h.call('DELETE', `/sectors/${sector.id}/sector-manager`, caller);
      expect(reply.status).toBe(403);
      expect(code(reply)).toBeDefined();
      expect((await h.counts()).events).toBe(before.events);
    },
  );

  it('answers 404 for an unknown sector', async () => {
    const reply = await h.call('DELETE', `/sectors/${randomUUID()}/sector-manager`, h.admin);
    expect(reply.status).toBe(404);
  });
});

describe('DELETE rooms/{id}/room-manager', () => {
  it('lets an admin and the sector manager of the room remove its manager, announced', async () => {
    for (const caller of ['admin', 'sector'] as const) {
      const { room, sectorManager, roomManager } = await managedRoom();
      const before = await h.counts();
      const reply = await h.call<Room>(
        'DELETE',
        `/rooms/${room.id}/room-manager`,
        caller === 'admin' ? ghost('ADMIN') : as(sectorManager),
      );
      expect(reply.status).toBe(200);
      expect(reply.body.manager ?? null).toBeNull();
      expect((await h.eventsSince(before.events)).map((e) => e.type)).toEqual(['room.updated']);
      const freed = await h.call('GET', `/get-room-by-manager/${roomManager.id}`, as(roomManager));
      expect(freed.status).toBe(404);
    }
  });

  it("refuses another sector's manager, the room manager and a room user, and changes nothing", async () => {
    const { room, roomManager } = await managedRoom();
    const { manager: otherSectorManager } = await h.sector();
    for (const caller of [as(otherSectorManager), as(roomManager), ghost('ROOM_USER'), ghost('DOCTOR')]) {
      const before = await h.counts();
      const reply = await h.call('DELETE', `/rooms/${room.id}/room-manager`, caller);
      expect(reply.status).toBe(403);
      expect((await h.counts()).events).toBe(before.events);
    }
  });
});

describe('a manager losing the role (account.roles_changed)', () => {
  it('is no longer the manager of their sector, announced', async () => {
    const { sector, manager } = await h.sector();
    const before = await h.counts();
    await rolesChanged(manager, ['DOCTOR']);
    const after = await h.call<Sector>('GET', `/sectors/${sector.id}`, h.admin);
    expect(after.body.manager ?? null).toBeNull();
    expect((await h.eventsSince(before.events)).map((e) => e.type)).toEqual(['sector.updated']);
  });

  it('is no longer the manager of their room, announced; keeping the role changes nothing', async () => {
    const { room, roomManager } = await managedRoom();
    const kept = await h.counts();
    await rolesChanged(roomManager, ['ROOM_MANAGER', 'DOCTOR']);
    expect((await h.counts()).events).toBe(kept.events);

    const before = await h.counts();
    await rolesChanged(roomManager, ['ROOM_USER']);
    const after = await h.call<Room>('GET', `/rooms/${room.id}`, h.admin);
    expect(after.body.manager ?? null).toBeNull();
    expect((await h.eventsSince(before.events)).map((e) => e.type)).toEqual(['room.updated']);
  });
});
