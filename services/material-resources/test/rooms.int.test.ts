import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room, RoomDetails, Sector } from '@teleplan/proto/material-resources';
import type { Page } from '@teleplan/proto/paging';
import { as, code, startResources, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startResources();
});
afterAll(async () => h?.close());

describe('rooms', () => {
  it('creates a room in its sectors, takes a licence slot and publishes room.created with the opening box', async () => {
    const { sector } = await h.sector();
    const type = await h.roomType();
    const before = (await h.counts()).events;
    const reply = await h.call<Room>(
      'POST',
      '/create-room',
      h.admin,
      h.roomBody([sector.id], type.id, { defaultOpeningPattern: true, email: '' }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.sectors).toEqual([{ id: sector.id, name: sector.name }]);
    expect(reply.body.favoriteSectorId).toBe(sector.id);
    expect(reply.body.email).toBeNull();
    expect(h.licenses.taken(sector.id)).toEqual([reply.body.id]);
    const events = await h.eventsSince(before);
    expect(events.map((e) => e.type)).toEqual(['room.created']);
    expect(events[0]!.payload.payload).toMatchObject({
      defaultOpeningPattern: true,
      current: { id: reply.body.id, sectorIds: [sector.id], enabled: true, deleted: false },
    });
  });

  it("gives virtual rooms the address 'Virtual' and refuses a real room without address", async () => {
    const { sector } = await h.sector();
    const type = await h.roomType();
    const virtual = await h.call<Room>(
      'POST',
      '/create-room',
      h.admin,
      h.roomBody([sector.id], type.id, { virtual: true, address: null }),
    );
    expect(virtual.body.address).toBe('Virtual');
    const before = await h.counts();
    const refused = await h.call(
      'POST',
      '/create-room',
      h.admin,
      h.roomBody([sector.id], type.id, { address: '  ' }),
    );
    expect(refused.status).toBe(400);
    expect(code(refused)).toBe('material_resources.room.address_missing');
    expect(await h.counts()).toEqual(before);
  });

  it.each([
    ['no name', { name: '   ' }, 'material_resources.room.name_missing'],
    ['no phone', { telephoneNumber: undefined }, 'common.request.invalid'],
    ['a bad email', { email: 'not-an-email' }, 'common.request.invalid'],
    ['a bad dpiUrl', { dpiUrl: 'nope' }, 'common.request.invalid'],
    [
      'a javascript: url',
      { url: 'javascript:alert(document.cookie)' },
      'material_resources.room.url_invalid',
    ],
    ['a vbscript: dpiUrl', { dpiUrl: 'VBScript:msgbox(1)' }, 'material_resources.room.url_invalid'],
    ['a file: url', { url: 'file:///etc/passwd' }, 'material_resources.room.url_invalid'],
    [
      'a data: dpiUrl',
      { dpiUrl: 'data:text/html;base64,PHNjcmlwdD4=' },
      'material_resources.room.url_invalid',
    ],
    ['an unknown field', { colour: 'red' }, 'common.request.invalid'],
    ['a phone as a number', { telephoneNumber: 325000000 }, 'common.request.invalid'],
    [
      'a line break in its name',
      { name: 'Salle B\r\nLOCATION:ailleurs' },
      'common.request.invalid_characters',
    ],
    ['a line separator in its name', { name: 'Salle\u2028B' }, 'common.request.invalid_characters'],
    ['a tab in its address', { address: '1 rue\tde la Paix' }, 'common.request.invalid_characters'],
    ['a line break in its phone', { telephoneNumber: '0325\n000000' }, 'common.request.invalid_characters'],
    ['an escape in its description', { description: 'Étage \u001b[2J' }, 'common.request.invalid_characters'],
    ['no sector (admin)', { sectorsId: [] }, 'material_resources.room.sector_missing'],
    [
      'an unknown sector',
      { sectorsId: ['0190c0de-0000-7000-8000-000000000001'] },
      'material_resources.sector.missing',
    ],
    [
      'an unknown room type',
      { roomType: '0190c0de-0000-7000-8000-000000000002' },
      'material_resources.room_type.missing',
    ],
  ])('refuses a room with %s and changes nothing', async (_what, extra, messageCode) => {
    const { sector } = await h.sector();
    const type = await h.roomType();
    const before = await h.counts();
    const reply = await h.call('POST', '/create-room', h.admin, h.roomBody([sector.id], type.id, extra));
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe(messageCode);
    expect(await h.counts()).toEqual(before);
    expect(h.licenses.taken(sector.id)).toEqual([]);
  });

  it('keeps http and https links and refuses to change a link to another scheme, changing nothing', async () => {
    const room = await h.room([(await h.sector()).sector.id], {
      url: 'https://visio.example.org/salle-1',
      dpiUrl: 'http://dpi.example.org/patients?id=1',
    });
    expect(room).toMatchObject({
      url: 'https://visio.example.org/salle-1',
      dpiUrl: 'http://dpi.example.org/patients?id=1',
    });
    const before = await h.counts();
    for (const body of [{ url: 'javascript:alert(1)' }, { dpiUrl: 'file:///C:/dossiers' }]) {
      const reply = await h.call('PATCH', `/rooms/${room.id}`, h.admin, body);
      expect([reply.status, code(reply)]).toEqual([400, 'material_resources.room.url_invalid']);
    }
    expect(await h.counts()).toEqual(before);
    const after = await h.call<RoomDetails>('GET', `/get-room-details/${room.id}`, h.admin);
    expect(after.body.room).toMatchObject({ url: room.url, dpiUrl: room.dpiUrl });
    const cleared = await h.call<Room>('PATCH', `/rooms/${room.id}`, h.admin, { url: '', dpiUrl: null });
    expect(cleared.body).toMatchObject({ url: null, dpiUrl: null });
  });

  it('keeps line breaks and tabs in a description, and names the field holding a control character', async () => {
    const room = await h.room([(await h.sector()).sector.id], { description: 'Au fond\n\tà gauche' });
    expect(room.description).toBe('Au fond\n\tà gauche');
    const before = await h.counts();
    const reply = await h.call('PATCH', `/rooms/${room.id}`, h.admin, { name: 'Salle\nB' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      messageCode: 'common.request.invalid_characters',
      errors: [{ messageCode: 'common.request.invalid_characters', id: 'body/name' }],
    });
    expect(await h.counts()).toEqual(before);
  });

  it("refuses linking a room to a sector whose licence has no room left ('sector has no more rooms available')", async () => {
    const { sector: full } = await h.sector({ nbRooms: 1 });
    await h.room([full.id]);
    const other = await h.room([(await h.sector()).sector.id]);
    const before = await h.counts();
    const reply = await h.call('PUT', `/rooms/${other.id}/sectors/${full.id}`, h.admin);
    expect(reply.status).toBe(409);
    expect(code(reply)).toBe('material_resources.sector.no_room_available');
    expect((reply.body as { message: string }).message).toBe('sector has no more rooms available');
    expect(await h.counts()).toEqual(before);
    expect(h.licenses.taken(full.id)).toHaveLength(1);
  });

  it('gives every slot back when one sector of a new room is full', async () => {
    const { sector: free } = await h.sector();
    const { sector: full } = await h.sector({ nbRooms: 0 });
    const type = await h.roomType();
    const before = await h.counts();
    const reply = await h.call('POST', '/create-room', h.admin, h.roomBody([free.id, full.id], type.id));
    expect(code(reply)).toBe('material_resources.sector.no_room_available');
    expect(h.licenses.taken(free.id)).toEqual([]);
    expect(await h.counts()).toEqual(before);
  });

  it('answers 503 with its code when the licenses service is down, leaving nothing', async () => {
    const { sector } = await h.sector();
    const type = await h.roomType();
    const before = await h.counts();
    h.licenses.down = true;
    try {
      const reply = await h.call('POST', '/create-room', h.admin, h.roomBody([sector.id], type.id));
      expect(reply.status).toBe(503);
      expect(code(reply)).toBe('material_resources.licenses.unavailable');
    } finally {
      h.licenses.down = false;
    }
    expect(await h.counts()).toEqual(before);
  });

  it('links and unlinks a room and a sector, moving the slot and publishing room.updated', async () => {
    const { sector: a } = await h.sector();
    const { sector: b } = await h.sector();
    const room = await h.room([a.id]);
    const linked = await h.call<Room>('PUT', `/rooms/${room.id}/sectors/${b.id}`, h.admin);
    expect(linked.status).toBe(200);
    expect(linked.body.sectors.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect(h.licenses.taken(b.id)).toEqual([room.id]);
    const before = (await h.counts()).events;
    expect((await h.call('DELETE', `/rooms/${room.id}/sectors/${a.id}`, h.admin)).status).toBe(204);
    expect(h.licenses.taken(a.id)).toEqual([]);
    const [event] = await h.eventsSince(before);
    expect(event!.type).toBe('room.updated');
    expect(event!.payload.payload).toMatchObject({
      previous: { sectorIds: [a.id, b.id].sort(), favoriteSectorId: a.id },
      current: { sectorIds: [b.id], favoriteSectorId: b.id },
    });
  });

  it("refuses a sector manager linking another sector's room to hers, and so taking it over", async () => {
    const { sector: marne } = await h.sector();
    const { sector: aube, manager: aubeManager } = await h.sector();
    const room = await h.room([marne.id]);
    const before = await h.counts();

    const taken = await h.call('PUT', `/rooms/${room.id}/sectors/${aube.id}`, as(aubeManager));
    expect([taken.status, code(taken)]).toEqual([403, 'material_resources.room.unmanaged']);
    expect(await h.counts()).toEqual(before);
    expect(h.licenses.taken(aube.id)).toEqual([]);
    for (const [method, path, body] of [
      ['PATCH', `/rooms/${room.id}`, { name: 'Prise' }],
      ['PATCH', `/rooms/${room.id}`, { enabled: false }],
      ['DELETE', `/delete-room/${room.id}`, undefined],
    ] as const) {
      const reply = await h.call(method, path, as(aubeManager), body);
      expect([reply.status, code(reply)]).toEqual([403, 'material_resources.room.unmanaged']);
    }
    const after = await h.call<Room>('GET', `/get-room-details/${room.id}`, h.admin);
    expect(after.body).toMatchObject({
      room: { name: room.name, enabled: true, sectors: [{ id: marne.id }] },
    });
    expect(await h.counts()).toEqual(before);
  });

  it('disables a room with room.disabled and enables it again with room.enabled', async () => {
    const room = await h.room([(await h.sector()).sector.id]);
    const before = (await h.counts()).events;
    expect((await h.call<Room>('PATCH', `/rooms/${room.id}`, h.admin, { enabled: false })).body.enabled).toBe(
      false,
    );
    expect((await h.call<Room>('PATCH', `/rooms/${room.id}`, h.admin, { enabled: true })).body.enabled).toBe(
      true,
    );
    const events = await h.eventsSince(before);
    expect(events.map((e) => e.type)).toEqual(['room.disabled', 'room.enabled']);
    expect(events[0]!.payload.payload).toMatchObject({
      previous: { enabled: true },
      current: { enabled: false },
    });
  });

  it('refuses a favourite sector the room is not in', async () => {
    const room = await h.room([(await h.sector()).sector.id]);
    const { sector: other } = await h.sector();
    const reply = await h.call('PATCH', `/rooms/${room.id}`, h.admin, { favoriteSectorId: other.id });
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe('material_resources.room.favorite_sector_invalid');
  });

  it('refuses a manager who already manages another room, with its code', async () => {
    const manager = await h.person(['ROOM_MANAGER']);
    const { sector } = await h.sector();
    const first = await h.room([sector.id]);
    const second = await h.room([sector.id]);
    const assigned = await h.call<Room>('PUT', `/rooms/${first.id}/room-manager/${manager.id}`, h.admin);
    expect(assigned.body.manager).toEqual({ id: manager.id, username: manager.email });
    const refused = await h.call('PUT', `/rooms/${second.id}/room-manager/${manager.id}`, h.admin);
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('material_resources.room.manager_already_assigned');
    const byManager = await h.call<Room>('GET', `/get-room-by-manager/${manager.id}`, as(manager));
    expect(byManager.body.id).toBe(first.id);
  });

  it('refuses as manager a person without ROOM_MANAGER', async () => {
    const doctor = await h.person(['DOCTOR']);
    const room = await h.room([(await h.sector()).sector.id]);
    const reply = await h.call('PUT', `/rooms/${room.id}/room-manager/${doctor.id}`, h.admin);
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe('material_resources.room.manager_invalid');
  });

  it('adds, reads, lists and removes room users; one room per person', async () => {
    const { sector } = await h.sector();
    const room = await h.room([sector.id]);
    const other = await h.room([sector.id]);
    const user = await h.person(['ROOM_USER']);
    const added = await h.call('POST', `/add-room-user/${room.id}/${user.id}`, h.admin);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ roomId: room.id, userId: user.id, username: user.email });
    const twice = await h.call('POST', `/add-room-user/${other.id}/${user.id}`, h.admin);
    expect(code(twice)).toBe('material_resources.room.user_already_in_room');
    expect((await h.call('GET', `/get-room-user/${user.id}`, as(user))).body).toMatchObject({
      roomId: room.id,
    });
    const list = await h.call<{ accountBeanList: { id: string }[] }>(
      'GET',
      `/get-room-user-list/${room.id}`,
      h.admin,
    );
    expect(list.body.accountBeanList.map((u) => u.id)).toEqual([user.id]);
    const details = await h.call<RoomDetails>('GET', `/get-room-details/${room.id}`, as(user));
    expect(details.body.users.map((u) => u.email)).toEqual([user.email]);
    expect((await h.call('DELETE', `/delete-room-user/${user.id}`, h.admin)).status).toBe(204);
    expect(code(await h.call('GET', `/get-room-user/${user.id}`, h.admin))).toBe(
      'material_resources.room.user_missing',
    );
    const doctor = await h.person(['DOCTOR']);
    expect(code(await h.call('POST', `/add-room-user/${room.id}/${doctor.id}`, h.admin))).toBe(
      'material_resources.room.invalid_room_user',
    );
  });

  it('deletes a room: hidden unless includeDeleted, slots given back, room.deleted published disabled', async () => {
    const { sector } = await h.sector();
    const room = await h.room([sector.id]);
    const before = (await h.counts()).events;
    expect((await h.call('DELETE', `/delete-room/${room.id}`, h.admin)).status).toBe(204);
    expect(h.licenses.taken(sector.id)).toEqual([]);
    const events = await h.eventsSince(before);
    expect(events.map((e) => e.type)).toEqual(['room.deleted']);
    // Schedule cancels the room's future appointments on it, as on room.disabled: the snapshot says both.
    expect(events[0]!.payload.payload).toMatchObject({
      previous: { id: room.id, enabled: true, deleted: false },
      current: { id: room.id, enabled: false, deleted: true, sectorIds: [] },
    });
    const visible = await h.call<Room[]>('GET', `/rooms?inSectors=${sector.id}`, h.admin);
    expect(visible.body).toEqual([]);
    const all = await h.call<Room[]>('GET', '/rooms?includeDeleted=true', h.admin);
    expect(all.body.find((r) => r.id === room.id)?.deleted).toBe(true);
  });

  it('searches rooms by partial name, address or phone, 5 at most', async () => {
    const { sector } = await h.sector();
    for (let i = 0; i < 6; i += 1) await h.room([sector.id], { name: `Chambre Zéphyr ${i}` });
    const reply = await h.call<Room[]>('GET', '/rooms/search?partialName=zéphyr', h.admin);
    expect(reply.body).toHaveLength(5);
    const none = await h.call<Room[]>('GET', `/rooms/search?partialName=${encodeURIComponent('%')}`, h.admin);
    expect(none.body).toEqual([]);
  });

  it("searches only her own sector's rooms for a sector manager", async () => {
    const { sector: own, manager } = await h.sector();
    const { sector: other } = await h.sector();
    const mine = await h.room([own.id], { name: 'Chambre Alizé 1' });
    await h.room([other.id], { name: 'Chambre Alizé 2' });
    const reply = await h.call<Room[]>('GET', '/rooms/search?partialName=alizé', as(manager));
    expect(reply.body.map((room) => room.id)).toEqual([mine.id]);
  });
});

describe('rooms/with', () => {
  it('pages rooms matching an RSQL query on name and sectors.id', async () => {
    const { sector } = await h.sector();
    for (const name of ['Alpha Nord', 'Beta Nord', 'Gamma Sud']) await h.room([sector.id], { name });
    const reply = await h.call<Page<Room>>(
      'GET',
      `/rooms/with?size=1&page=1&sort=name,desc&query=${encodeURIComponent(`name==*nord*;sectors.id==${sector.id}`)}`,
      h.admin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect(reply.body.content.map((r) => r.name)).toEqual(['Alpha Nord']);
  });

  it('gives a name search its total on every page, the last one and past the end, with each room’s sectors', async () => {
    const { sector } = await h.sector();
    const { sector: other } = await h.sector();
    const tag = `Zq${randomUUID().slice(0, 6)}`;
    await h.room([sector.id], { name: `${tag} Alpha` });
    await h.room([sector.id, other.id], { name: `Beta ${tag}` });
    await h.room([other.id], { name: `Gamma-${tag}-Est` });
    await h.room([sector.id], { name: 'Delta' });
    const search = (page: number) =>
      h.call<Page<Room>>(
        'GET',
        `/rooms/with?size=2&page=${page}&sort=name,asc&query=${encodeURIComponent(`name==*${tag.toUpperCase()}*`)}`,
        h.admin,
      );
    const [first, last, past] = await Promise.all([search(0), search(1), search(4)]);
    expect(first.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0 });
    expect(first.body.content.map((r) => r.name)).toEqual([`Beta ${tag}`, `Gamma-${tag}-Est`]);
    expect(first.body.content[0]!.sectors.map((s) => s.id).sort()).toEqual([sector.id, other.id].sort());
    expect(last.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 1 });
    expect(last.body.content.map((r) => r.name)).toEqual([`${tag} Alpha`]);
    expect(last.body.content[0]!.sectors).toEqual([{ id: sector.id, name: sector.name }]);
    expect(past.body).toMatchObject({ content: [], totalElements: 3, totalPages: 2, number: 4 });
    const none = await h.call<Page<Room>>(
      'GET',
      `/rooms/with?query=${encodeURIComponent(`name==*${tag}none*`)}`,
      h.admin,
    );
    expect(none.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('keeps the rooms a negated name search does not exclude, and pages them', async () => {
    const { sector } = await h.sector();
    for (const name of ['Nord 1', 'Sud 1', 'Sud 2']) await h.room([sector.id], { name });
    const reply = await h.call<Page<Room>>(
      'GET',
      `/rooms/with?size=1&page=1&sort=name,asc&query=${encodeURIComponent(`name!=*nord*;sectors.id==${sector.id}`)}`,
      h.admin,
    );
    expect(reply.body).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(reply.body.content.map((r) => r.name)).toEqual(['Sud 2']);
  });

  it.each([
    ['an unknown field', 'password==x'],
    ['SQL in a value', "name=='x'' OR 1=1 --'"],
    ['SQL as a selector', 'name;DROP TABLE room--==1'],
    ['a malformed query', 'name=='],
    ['a non-uuid sector', 'sectors.id==1 OR 1=1'],
  ])('answers 400 with its code for %s and leaves the rooms alone', async (_what, query) => {
    const before = await h.counts();
    const reply = await h.call('GET', `/rooms/with?query=${encodeURIComponent(query)}`, h.admin);
    if (reply.status === 200) {
      // A value is only ever a bound parameter: a quote in it is text that matches no room.
      expect((reply.body as Page<Room>).content).toEqual([]);
    } else {
      expect(reply.status).toBe(400);
      expect(code(reply)).toBe('material_resources.query.invalid');
    }
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a sort on a column outside the whitelist', async () => {
    const reply = await h.call('GET', '/rooms/with?sort=deleted_at,asc', h.admin);
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe('material_resources.query.invalid');
  });

  it('shows a sector manager only the rooms of their sector', async () => {
    const { sector, manager } = await h.sector();
    const own = await h.room([sector.id]);
    await h.room([(await h.sector()).sector.id]);
    const reply = await h.call<Page<Room>>('GET', '/rooms/with?size=999', as(manager));
    expect(reply.body.content.map((r) => r.id)).toEqual([own.id]);
    const sectors = await h.call<Sector[]>('GET', '/get-sector-list/', as(manager));
    expect(sectors.body.map((s) => s.id)).toEqual([sector.id]);
  });
});
