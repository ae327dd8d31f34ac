import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomType, Sector } from '@teleplan/proto/material-resources';
import { as, code, startResources, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startResources();
});
afterAll(async () => h?.close());

describe('sectors', () => {
  it('consumes the licence key and publishes sector.created', async () => {
    const manager = await h.person(['SECTOR_MANAGER']);
    const license = h.licenses.addKey(`KEY-${randomUUID()}`, 3);
    const before = (await h.counts()).events;
    const reply = await h.call<Sector>('POST', '/sectors', h.admin, {
      name: ' Cabinet de Troyes ',
      license,
      sectorManager: manager.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      name: 'Cabinet de Troyes',
      manager: { id: manager.id, username: manager.email },
    });
    expect(h.licenses.keys.get(license)?.sectorId).toBe(reply.body.id);
    const events = await h.eventsSince(before);
    expect(events.map((e) => e.type)).toEqual(['sector.created']);
  });

  it.each([
    ['an unknown key', () => 'FORGED', 'material_resources.sector.license_unknown', 400],
    [
      'a used key',
      () => {
        const key = h.licenses.addKey(`KEY-${randomUUID()}`, 1);
        h.licenses.keys.get(key)!.sectorId = randomUUID();
        return key;
      },
      'material_resources.sector.license_already_used',
      409,
    ],
    ['an empty key', () => '  ', 'material_resources.sector.license_missing', 400],
  ])('refuses %s and leaves nothing behind', async (_what, key, messageCode, status) => {
    const manager = await h.person(['SECTOR_MANAGER']);
    const before = await h.counts();
    const reply = await h.call('POST', '/sectors', h.admin, {
      name: 'Cabinet',
      license: key(),
      sectorManager: manager.id,
    });
    expect(reply.status).toBe(status);
    expect(code(reply)).toBe(messageCode);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a manager who already manages a sector, without consuming the key', async () => {
    const { manager } = await h.sector();
    const license = h.licenses.addKey(`KEY-${randomUUID()}`, 1);
    const reply = await h.call('POST', '/sectors', h.admin, {
      name: 'Deux',
      license,
      sectorManager: manager.id,
    });
    expect(reply.status).toBe(409);
    expect(code(reply)).toBe('material_resources.sector.manager_occupied');
    expect(h.licenses.keys.get(license)?.sectorId).toBeNull();
  });

  it('refuses as manager a person without SECTOR_MANAGER and a blank name', async () => {
    const doctor = await h.person(['DOCTOR']);
    const license = h.licenses.addKey(`KEY-${randomUUID()}`, 1);
    expect(
      code(await h.call('POST', '/sectors', h.admin, { name: 'X', license, sectorManager: doctor.id })),
    ).toBe('material_resources.sector.manager_missing');
    const manager = await h.person(['SECTOR_MANAGER']);
    expect(
      code(await h.call('POST', '/sectors', h.admin, { name: ' ', license, sectorManager: manager.id })),
    ).toBe('material_resources.sector.name_missing');
  });

  it('refuses a line break in a sector name, at creation and rename, changing nothing', async () => {
    const { sector } = await h.sector();
    const manager = await h.person(['SECTOR_MANAGER']);
    const before = await h.counts();
    const created = await h.call('POST', '/sectors', h.admin, {
      name: 'Cabinet\nX-INJECTED: 1',
      license: h.licenses.addKey(`KEY-${randomUUID()}`, 2),
      sectorManager: manager.id,
    });
    const renamed = await h.call('PATCH', `/update-sector/${sector.id}`, h.admin, { name: 'Cabinet\r' });
    for (const reply of [created, renamed])
      expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid_characters']);
    expect(await h.counts()).toEqual(before);
  });

  it('links doctors one and many at a time, publishing sector.doctor-linked and the sector snapshot', async () => {
    const { sector, manager } = await h.sector();
    const [d1, d2, d3] = [await h.person(['DOCTOR']), await h.person(['DOCTOR']), await h.person(['DOCTOR'])];
    const before = (await h.counts()).events;
    const one = await h.call<Sector>('POST', `/add-doctor-sector/${sector.id}/${d1.id}`, as(manager));
    expect(one.body.doctorIds).toEqual([d1.id]);
    const many = await h.call<Sector>('POST', '/add-doctors-sector', as(manager), {
      sectorId: sector.id,
      doctorIds: [d1.id, d2.id, d3.id],
    });
    expect(many.body.doctors.map((d) => d.username).sort()).toEqual([d1.email, d2.email, d3.email].sort());
    const events = await h.eventsSince(before);
    expect(events.filter((e) => e.type === 'sector.doctor-linked').map((e) => e.payload.payload)).toEqual([
      { sectorId: sector.id, doctorId: d1.id },
      ...[d2.id, d3.id].map((doctorId) => ({ sectorId: sector.id, doctorId })),
    ]);
    expect(events.filter((e) => e.type === 'sector.updated')).toHaveLength(2);
    const bySector = await h.call<Sector[]>('GET', `/get-sectors-by-doctor/${d2.id}`, as(d2));
    expect(bySector.body.map((s) => s.id)).toEqual([sector.id]);

    const unlinkFrom = (await h.counts()).events;
    expect((await h.call('DELETE', `/delete-doctor-sector/${sector.id}/${d1.id}`, as(manager))).status).toBe(
      204,
    );
    const unlinked = await h.eventsSince(unlinkFrom);
    expect(unlinked[0]).toMatchObject({
      type: 'sector.doctor-unlinked',
      payload: { payload: { sectorId: sector.id, doctorId: d1.id } },
    });
  });

  it("refuses a sector manager linking another sector's doctor to hers, changing nothing", async () => {
    const { sector: marne } = await h.sector();
    const { sector: aube, manager: aubeManager } = await h.sector();
    const doctor = await h.person(['DOCTOR']);
    await h.call('POST', `/add-doctor-sector/${marne.id}/${doctor.id}`, h.admin);
    const before = await h.counts();
    const reply = await h.call('POST', `/add-doctor-sector/${aube.id}/${doctor.id}`, as(aubeManager));
    expect([reply.status, code(reply)]).toEqual([403, 'material_resources.sector.doctor_unmanaged']);
    expect(await h.counts()).toEqual(before);
  });

  it('gives a doctor in no sector to one of two sector managers linking him at once', async () => {
    const [a, b] = [await h.sector(), await h.sector()];
    const doctor = await h.person(['DOCTOR']);
    const replies = await Promise.all(
      [a, b].map(({ sector, manager }) =>
        h.call('POST', `/add-doctor-sector/${sector.id}/${doctor.id}`, as(manager)),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403]);
    const sectors = await h.call<Sector[]>('GET', `/get-sectors-by-doctor/${doctor.id}`, h.admin);
    expect(sectors.body).toHaveLength(1);
  });

  it('refuses to link a person without DOCTOR, changing nothing', async () => {
    const { sector } = await h.sector();
    const user = await h.person(['ROOM_USER']);
    const before = await h.counts();
    const reply = await h.call('POST', `/add-doctor-sector/${sector.id}/${user.id}`, h.admin);
    expect(code(reply)).toBe('material_resources.sector.doctor_invalid');
    expect(await h.counts()).toEqual(before);
  });

  it('answers sector reads: head, details with rooms, by manager, pages with RSQL', async () => {
    const { sector, manager } = await h.sector();
    const room = await h.room([sector.id]);
    expect((await h.call('GET', `/get-sector/${sector.id}`, as(manager))).body).toEqual({
      id: sector.id,
      name: sector.name,
      manager: { id: manager.id, username: manager.email },
    });
    const details = await h.call<Sector>('GET', `/get-sector-details/${sector.id}`, as(manager));
    expect(details.body.rooms?.map((r) => r.id)).toEqual([room.id]);
    expect((await h.call<Sector>('GET', `/get-sector-by-manager/${manager.id}`, as(manager))).body.id).toBe(
      sector.id,
    );
    const page = await h.call<{ content: Sector[]; totalElements: number }>(
      'GET',
      `/sectors/with?query=${encodeURIComponent(`name=="${sector.name}"`)}&withDetails=true`,
      h.admin,
    );
    expect(page.body.totalElements).toBe(1);
    expect(page.body.content[0]!.rooms).toHaveLength(1);
    expect(code(await h.call('GET', '/sectors/with?query=manager.password==x', h.admin))).toBe(
      'material_resources.query.invalid',
    );
  });
});

describe('room types', () => {
  it('stores the name upper-case, requires fr and refuses a duplicate name', async () => {
    const created = await h.call<RoomType>('POST', '/room-types', h.admin, {
      name: 'cabinet_medical',
      translations: { fr: 'Cabinet médical', en: 'Medical office' },
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('CABINET_MEDICAL');
    const duplicate = await h.call('POST', '/room-types', h.admin, {
      name: 'Cabinet_Medical',
      translations: { fr: 'x' },
    });
    expect(duplicate.status).toBe(409);
    expect(code(duplicate)).toBe('material_resources.room_type.existing');
    const noFrench = await h.call('POST', '/room-types', h.admin, {
      name: 'AUTRE',
      translations: { en: 'Other' },
    });
    expect(code(noFrench)).toBe('material_resources.room_type.bad_format');
    const noName = await h.call('POST', '/room-types', h.admin, { name: ' ', translations: { fr: 'x' } });
    expect(code(noName)).toBe('material_resources.room_type.name_missing');
    for (const body of [
      { name: 'SALLE\n', translations: { fr: 'x' } },
      { name: 'SALLE_B', translations: { fr: 'Salle\r\nB' } },
    ]) {
      const reply = await h.call('POST', '/room-types', h.admin, body);
      expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid_characters']);
    }
  });

  it('disables a type, hides it from onlyEnabled lists and publishes room-type.updated', async () => {
    const type = await h.roomType();
    const before = (await h.counts()).events;
    const patched = await h.call<RoomType>('PATCH', `/room-types/${type.id}`, h.admin, { enabled: false });
    expect(patched.body.enabled).toBe(false);
    const enabled = await h.call<RoomType[]>('GET', '/room-types?onlyEnabled=true', h.admin);
    expect(enabled.body.some((t) => t.id === type.id)).toBe(false);
    const [event] = await h.eventsSince(before);
    expect(event).toMatchObject({
      type: 'room-type.updated',
      payload: { payload: { previous: { enabled: true }, current: { enabled: false } } },
    });
  });
});
