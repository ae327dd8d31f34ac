import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import type { BookableTimeline, Saturation } from '@teleplan/proto/schedule-timelines';
import { as, startSchedule, type Caller, type Harness } from './harness.ts';
import { ADMINS, makeRoster, type Roster, type Who } from './role-matrix.ts';
import { paris, parisDateAhead, TimelineFactories } from './timeline-factories.ts';

/**
 * What the timelines show each caller beyond the yes or no of `access-table.int.test.ts`: which sectors a saturation
 * without ids covers, which doctors the bookable steps name.
 */
const RANGE = 'from=2026-06-15T00:00:00.000Z&to=2026-06-22T00:00:00.000Z';

let h: Harness;
let roster: Roster;

beforeAll(async () => {
  h = await startSchedule();
  roster = await makeRoster(h);
});
afterAll(async () => h?.close());

describe('saturation without sectorIds', () => {
  it("covers every sector for admins and only a sector manager's own sectors for them", async () => {
    const f = new TimelineFactories(h);
    const monday = (time: string) => paris('2026-06-15', time);
    for (const room of [roster.ownRoom, roster.otherRoom])
      await f.weekly('ROOM', room.id, 1, '09:00', '10:00');
    await f.appointment({
      roomId: roster.ownRoom.id,
      sectorId: roster.ownSector.id,
      doctorId: roster.person('DOCTOR').id,
      start: monday('09:00'),
    });
    await f.appointment({
      roomId: roster.otherRoom.id,
      sectorId: roster.otherSector.id,
      doctorId: roster.otherDoctor.id,
      start: monday('09:00'),
      consultation: 50,
    });
    const level = async (caller: Caller) => {
      const reply = await h.call('GET', `/stats/sectors/saturation?${RANGE}`, caller);
      expect(reply.status).toBe(200);
      return (reply.body as Saturation[]).find((c) => c.interval.dayOfWeek === 1 && c.interval.start === 9)!
        .saturationLevel;
    };
    expect(await level(h.admin)).toBeCloseTo(80 / 120);
    expect(await level(as(roster.person('SECTOR_MANAGER')))).toBeCloseTo(20 / 60);
  });
});

describe('bookable steps with their doctors', () => {
  const day = parisDateAhead(3, 3);
  const bookableDoctors = async (who: Who) => {
    const query = new URLSearchParams({
      roomId: roster.ownRoom.id,
      sectorId: roster.ownSector.id,
      from: paris(day, '00:00').toISOString(),
      to: paris(day, '23:00').toISOString(),
      withDoctors: 'true',
    });
    const reply = await h.call<BookableTimeline>(
      'GET',
      `/timeline/rooms/bookable?${query}`,
      roster.caller(who),
    );
    expect(reply.status).toBe(200);
    return [...new Set(reply.body.steps.flatMap((step) => step.doctorIds ?? []))].sort();
  };

  it('names every free doctor of the sector to each role that books there', async () => {
    const doctor = roster.person('DOCTOR');
    const colleague = await h.person(['DOCTOR']);
    await h.publish(MaterialResourcesEvents.sectorUpdated, {
      current: { ...roster.ownSector, doctorIds: [doctor.id, colleague.id] },
      previous: roster.ownSector,
    });
    const f = new TimelineFactories(h);
    await f.weekly('ROOM', roster.ownRoom.id, 3, '09:00', '10:00');
    await f.weekly('DOCTOR', doctor.id, 3, '09:00', '09:30');
    await f.weekly('DOCTOR', colleague.id, 3, '09:00', '10:00');
    const both = [doctor.id, colleague.id].sort();
    for (const who of [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'] as Who[])
      expect(await bookableDoctors(who), who).toEqual(both);
  });
});
