import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcesExport } from '@teleplan/proto/read-model-exports';
import { ghost, startResources, type Harness } from './harness.ts';

/** The resources a read model rebuilds from: the same snapshots as the last events said, deleted rooms included. */
let h: Harness;

beforeAll(async () => {
  h = await startResources();
});
afterAll(async () => h?.close());

/** The last snapshot the events gave of each resource of `prefix` (room., room-type., sector.), by id. */
async function lastSnapshots(prefix: string): Promise<{ id: string }[]> {
  const last = new Map<string, { id: string }>();
  for (const event of await h.eventsSince(0)) {
    const current = (event.payload.payload as { current?: { id: string } }).current;
    if (event.type.startsWith(prefix) && current) last.set(current.id, current);
  }
  return byId([...last.values()]);
}

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('GET internal/exports/resources', () => {
  it('answers every sector, room and room type as its last event carried it, deleted rooms flagged', async () => {
    const { sector } = await h.sector();
    const { sector: closed } = await h.sector();
    const doctor = await h.person(['DOCTOR']);
    expect((await h.call('POST', `/add-doctor-sector/${sector.id}/${doctor.id}`, h.admin)).status).toBe(200);
    const kept = await h.room([sector.id, closed.id]);
    const gone = await h.room([sector.id]);
    expect((await h.call('DELETE', `/delete-room/${gone.id}`, h.admin)).status).toBe(204);
    const type = await h.roomType();
    const renamed = await h.call('PATCH', `/room-types/${type.id}`, h.admin, {
      translations: { fr: 'Cabine', en: 'Booth' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const reply = await h.call<ResourcesExport>('GET', '/internal/exports/resources', ghost('SERVICE'));
    expect(reply.status).toBe(200);
    expect(byId(reply.body.sectors)).toEqual(await lastSnapshots('sector.'));
    expect(byId(reply.body.rooms)).toEqual(await lastSnapshots('room.'));
    expect(byId(reply.body.roomTypes)).toEqual(await lastSnapshots('room-type.'));
    expect(reply.body.rooms.find((room) => room.id === gone.id)).toMatchObject({
      deleted: true,
      enabled: false,
    });
    expect(reply.body.rooms.find((room) => room.id === kept.id)?.sectorIds).toEqual(
      [sector.id, closed.id].sort(),
    );
    expect(reply.body.sectors.find((s) => s.id === sector.id)?.doctorIds).toEqual([doctor.id]);
    expect(reply.body.roomTypes.find((t) => t.id === type.id)?.translations).toEqual({
      fr: 'Cabine',
      en: 'Booth',
    });
  });
});
