import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@teleplan/proto/events';
import { SectorOpeningPayloadSchema, type SectorQuota } from '@teleplan/proto/licenses';
import { Value } from 'typebox/value';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { code, someone, startLicenses, SUPER_ADMIN, type Harness } from './harness.ts';

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
