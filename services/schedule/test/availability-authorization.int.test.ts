import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import { as, code, startSchedule, type Harness } from './harness.ts';
import { makeRoster, type Roster } from './role-matrix.ts';

/** A call naming several owners is refused whole when one is outside the caller's scope (the rest: `access-table`). */
const OUTSIDE = [403, 'schedule.availability.unauthorized'] as const;

let h: Harness;
let roster: Roster;
let minute = 0;

const ownDoctor = () => roster.person('DOCTOR').id;

/** A fresh exceptional slot each time, so that repeated allowed calls never collide. */
function slotOf(owner: string) {
  minute += 10;
  const start = new Date(Date.UTC(2026, 11, 1, 6) + minute * 60_000);
  return {
    exceptionalAvailability: [
      {
        owner,
        interval: { start: start.toISOString(), end: new Date(start.getTime() + 600_000).toISOString() },
      },
    ],
  };
}

beforeAll(async () => {
  h = await startSchedule();
  roster = await makeRoster(h);
});
afterAll(async () => h?.close());

describe('several owners in one call', () => {
  it('refuses a doctor adding a slot for themself and another doctor, and stores neither', async () => {
    const doctor = as(roster.person('DOCTOR'), 'DOCTOR');
    const body = {
      exceptionalAvailability: [
        ...slotOf(ownDoctor()).exceptionalAvailability,
        ...slotOf(roster.otherDoctor.id).exceptionalAvailability,
      ],
    };
    const reply = await h.call('POST', '/availabilities/doctors', doctor, body);
    expect({ status: reply.status, code: code(reply) }).toEqual({ status: 403, code: OUTSIDE[1] });
    const [row] = await h.service.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM exceptional_slot WHERE start_time = $1',
      [body.exceptionalAvailability[0]!.interval.start],
    );
    expect(row?.count).toBe(0);
  });

  it("refuses a sector manager deleting a slot of their doctor and one of another's, and deletes neither", async () => {
    const mine = await h.call<AvailabilityByOwner>(
      'POST',
      '/availabilities/doctors',
      h.admin,
      slotOf(ownDoctor()),
    );
    const theirs = await h.call<AvailabilityByOwner>(
      'POST',
      '/availabilities/doctors',
      h.admin,
      slotOf(roster.otherDoctor.id),
    );
    const ids = [mine, theirs].map((reply) => reply.body.exceptionalAvailability[0]!.id);
    const reply = await h.call(
      'DELETE',
      '/availabilities/doctors',
      as(roster.person('SECTOR_MANAGER'), 'SECTOR_MANAGER'),
      {
        exceptionalAvailabilityIds: ids,
      },
    );
    expect({ status: reply.status, code: code(reply) }).toEqual({ status: 403, code: OUTSIDE[1] });
    const [row] = await h.service.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM exceptional_slot WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(row?.count).toBe(2);
  });
});
