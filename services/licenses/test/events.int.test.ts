import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@teleplan/proto/events';
import {
  LicenseAppliedPayloadSchema,
  LicenseIssuedPayloadSchema,
  LicenseReleasedPayloadSchema,
  SectorOpeningPayloadSchema,
  type IssuedLicense,
  type SectorQuota,
} from '@teleplan/proto/licenses';
import { Value } from 'typebox/value';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { code, SERVICE, someone, startLicenses, SUPER_ADMIN, type Harness } from './harness.ts';

let h: Harness;
const published: EventEnvelope[] = [];
beforeAll(async () => {
  h = await startLicenses();
  await h.service.bus.subscribe('test-scheduling', ['sector.closed', 'sector.opened'], async (event) => {
    published.push(event);
  });
});
afterAll(async () => h?.close());

describe('opening and closing a practice', () => {
  it('emits sector.closed then sector.opened through the outbox, each once', async () => {
    const sectorId = await h.licensedSector(2);
    const since = (await h.counts()).events;

    const closed = await h.call<SectorQuota>('POST', `/sectors/${sectorId}/close`, SUPER_ADMIN);
    expect(closed.body).toMatchObject({ sectorId, open: false });
    // Closing a closed practice changes nothing and says nothing.
    expect((await h.call('POST', `/sectors/${sectorId}/close`, SUPER_ADMIN)).status).toBe(200);
    await h.call('POST', `/sectors/${sectorId}/open`, SUPER_ADMIN);

    const events = await h.eventsSince(since);
    expect(events.map((e) => e.type)).toEqual(['sector.closed', 'sector.opened']);
    for (const [index, event] of events.entries()) {
      expect(event.payload).toMatchObject({ producer: 'licenses', version: 1 });
      expect(Value.Check(SectorOpeningPayloadSchema, event.payload.payload)).toBe(true);
      expect(event.payload.payload).toMatchObject({ sectorId, open: index === 1, changedBy: SUPER_ADMIN.id });
    }
    const delivered = await waitFor('both events on the bus', () =>
      published.filter((e) => (e.payload as { sectorId: string }).sectorId === sectorId).length === 2
        ? published
        : undefined,
    );
    expect(delivered.map((e) => e.type)).toEqual(['sector.closed', 'sector.opened']);
  });

  it('keeps the closed practice’s licences and slots', async () => {
    const sectorId = await h.licensedSector(2);
    await h.call('PUT', `/internal/sectors/${sectorId}/rooms/${uuidv7()}`, someone('SERVICE'));
    const closed = await h.call<SectorQuota>('POST', `/sectors/${sectorId}/close`, SUPER_ADMIN);
    expect(closed.body).toEqual({ sectorId, nbRooms: 2, usedRooms: 1, availableRooms: 1, open: false });
  });

  it('refuses to close a sector nobody knows, and emits nothing', async () => {
    const since = (await h.counts()).events;
    const reply = await h.call('POST', `/sectors/${uuidv7()}/close`, SUPER_ADMIN);
    expect([reply.status, code(reply)]).toEqual([404, 'licenses.sector.unknown']);
    expect((await h.counts()).events).toBe(since);
  });
});

describe('licence keys issued, applied and released', () => {
  const issue = async (nbRooms: number) =>
    (await h.call<IssuedLicense>('POST', '/issue', SUPER_ADMIN, { nbRooms })).body;
  const consume = (license: string, sectorId: string) =>
    h.call('POST', '/internal/licenses/consume', SERVICE, { license, sectorId });

  it('announces an issued key with its super admin as actor, never the key itself', async () => {
    const since = (await h.counts()).events;
    const key = await issue(3);

    const events = await h.eventsSince(since);
    expect(events.map((e) => e.type)).toEqual(['license.issued']);
    const [issued] = events;
    expect(Value.Check(LicenseIssuedPayloadSchema, issued!.payload.payload)).toBe(true);
    expect(issued!.payload.payload).toEqual({
      id: key.id,
      nbRooms: 3,
      issuedAt: key.issuedAt,
      issuedBy: SUPER_ADMIN.id,
    });
    expect(issued!.payload.actor).toEqual({ accountId: SUPER_ADMIN.id, role: 'SUPER_ADMIN' });
    expect(JSON.stringify(issued!.payload)).not.toContain(key.license.split('.')[2]);
  });

  it('announces a key applied by a new sector once, and nothing for a refused key', async () => {
    const key = await issue(2);
    const sectorId = uuidv7();
    const since = (await h.counts()).events;

    expect((await consume(key.license, sectorId)).status).toBe(200);
    expect((await consume(key.license, sectorId)).status).toBe(200);
    expect((await consume(key.license, uuidv7())).status).toBe(409);

    const events = await h.eventsSince(since);
    expect(events.map((e) => e.type)).toEqual(['license.applied']);
    const applied = events[0]!.payload;
    expect(Value.Check(LicenseAppliedPayloadSchema, applied.payload)).toBe(true);
    expect(applied.payload).toMatchObject({ id: key.id, sectorId, nbRooms: 2 });
    // Material-resources calls with a SERVICE token: no person here; its sector.created names them.
    expect(applied.actor).toBeUndefined();
    expect(JSON.stringify(applied)).not.toContain(key.license.split('.')[2]);
  });

  it('announces a key added to a sector by an admin, with the admin as actor', async () => {
    const sectorId = await h.licensedSector(1);
    const key = await issue(4);
    const admin = someone('ADMIN');
    const since = (await h.counts()).events;

    const reply = await h.call<SectorQuota>('POST', '/add-licenses-rooms', admin, {
      sectorId,
      nbRooms: 4,
      license: key.license,
    });
    expect(reply.body).toMatchObject({ nbRooms: 5 });

    const events = await h.eventsSince(since);
    expect(events.map((e) => e.type)).toEqual(['license.applied']);
    expect(events[0]!.payload.payload).toMatchObject({ id: key.id, sectorId, nbRooms: 4 });
    expect(events[0]!.payload.actor).toEqual({ accountId: admin.id, role: 'ADMIN' });
  });

  it('announces each key given back by a sector whose creation failed, once', async () => {
    const sectorId = uuidv7();
    const first = await issue(1);
    const second = await issue(2);
    await consume(first.license, sectorId);
    await h.call('POST', '/add-licenses-rooms', SUPER_ADMIN, {
      sectorId,
      nbRooms: 2,
      license: second.license,
    });
    const since = (await h.counts()).events;

    const release = () => h.call('POST', '/internal/licenses/release', SERVICE, { sectorId });
    expect((await release()).status).toBe(204);
    expect((await release()).status).toBe(204);

    const events = await h.eventsSince(since);
    expect(events.map((e) => e.type)).toEqual(['license.released', 'license.released']);
    for (const event of events)
      expect(Value.Check(LicenseReleasedPayloadSchema, event.payload.payload)).toBe(true);
    expect(events.map((e) => e.payload.payload)).toEqual([
      expect.objectContaining({ id: first.id, sectorId, nbRooms: 1 }),
      expect.objectContaining({ id: second.id, sectorId, nbRooms: 2 }),
    ]);
  });
});

describe('the replica of material-resources sectors', () => {
  const readAs = (managerId: string, sectorId: string) =>
    h.call('POST', '/check-available-rooms/', { id: managerId, role: 'SECTOR_MANAGER' }, { id: sectorId });

  it('lets the manager named by sector.created, then by sector.updated, read the sector', async () => {
    const sectorId = await h.licensedSector(2);
    const first = uuidv7();
    const second = uuidv7();
    await h.announceSector({ id: sectorId, managerId: first });
    expect((await readAs(first, sectorId)).status).toBe(200);

    await h.announceSector({ id: sectorId, managerId: second }, 'sector.updated');
    expect((await readAs(second, sectorId)).status).toBe(200);
    const former = await readAs(first, sectorId);
    expect([former.status, code(former)]).toEqual([403, 'licenses.sector.unauthorized']);
  });

  it('ignores an older snapshot arriving after a newer one', async () => {
    const sectorId = uuidv7();
    const current = uuidv7();
    const publish = (managerId: string, occurredAt: string) =>
      h.service.bus.publish({
        id: uuidv7(),
        type: 'sector.updated',
        version: 1,
        occurredAt,
        producer: 'material-resources',
        payload: { current: { id: sectorId, name: 'Marne', enabled: true, managerId, doctorIds: [] } },
      });
    await publish(current, '2026-11-22T10:00:01.000Z');
    await publish(uuidv7(), '2026-11-22T10:00:00.000Z');
    await h.service.bus.idle();
    expect((await readAs(current, sectorId)).status).toBe(200);
  });

  it('of two snapshots of the same millisecond keeps the later event, whichever arrives last', async () => {
    const sectorId = uuidv7();
    const [earlier, later] = [uuidv7(), uuidv7()].sort();
    const [earlierManager, laterManager] = [uuidv7(), uuidv7()];
    const publish = (id: string, managerId: string) =>
      h.service.bus.publish({
        id,
        type: 'sector.updated',
        version: 1,
        occurredAt: '2026-11-22T10:00:00.000Z',
        producer: 'material-resources',
        payload: { current: { id: sectorId, name: 'Marne', enabled: true, managerId, doctorIds: [] } },
      });
    await publish(later!, laterManager);
    await publish(earlier!, earlierManager);
    await h.service.bus.idle();
    expect((await readAs(laterManager, sectorId)).status).toBe(200);
    expect((await readAs(earlierManager, sectorId)).status).toBe(403);
  });

  it('dead-letters a malformed sector event instead of storing it', async () => {
    const id = uuidv7();
    await h.service.bus.publish({
      id,
      type: 'sector.created',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'material-resources',
      payload: { current: { id: 'not-a-uuid' } },
    });
    await h.service.bus.idle();
    expect(h.service.bus.deadLetters.some((d) => d.event.id === id)).toBe(true);
  });
});
