import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectorQuota } from '@teleplan/proto/licenses';
import { code, SERVICE, startLicenses, SUPER_ADMIN, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startLicenses();
});
afterAll(async () => h?.close());

describe('under concurrency', () => {
  it('lets exactly 5 of 20 simultaneous room reservations through a 5-room licence', async () => {
    const sectorId = await h.licensedSector(5);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.call('PUT', `/internal/sectors/${sectorId}/rooms/${uuidv7()}`, SERVICE),
      ),
    );
    expect(replies.filter((r) => r.status === 204)).toHaveLength(5);
    const refused = replies.filter((r) => r.status !== 204);
    expect(refused.map((r) => `${r.status} ${code(r)}`)).toEqual(
      Array(15).fill('409 licenses.sector.no_room_available'),
    );
    const quota = await h.call<SectorQuota>('POST', '/check-available-rooms/', SUPER_ADMIN, { id: sectorId });
    expect(quota.body).toMatchObject({ nbRooms: 5, usedRooms: 5, availableRooms: 0 });
  });

  it('gives one key to exactly one of 10 sectors claiming it at once', async () => {
    const license = await h.issue(3);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call('POST', '/internal/licenses/consume', SERVICE, { license, sectorId: uuidv7() }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => code(r) === 'licenses.license.already_used')).toHaveLength(9);
  });
});
