import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import type { BookableTimeline, Saturation } from '@teleplan/proto/schedule-timelines';
import { as, startSchedule, type Caller, type Harness } from './harness.ts';
import {
  ADMINS,
  itFollowsTheRoleMatrix,
  makeRoster,
  type RouteCase,
  type Roster,
  type Who,
} from './role-matrix.ts';
import { paris, parisDateAhead, TimelineFactories } from './timeline-factories.ts';

/**
 * The timelines' role matrix (README "Timelines and saturation"): every role, no token and a service token get 200
 * or the refusal written here. "Own" targets are in the callers' scope (the doctor is linked to the sector
 * manager's sector, which holds the room managed by the room manager and staffed by the room user); "another's"
 * are in another sector with other staff.
 */
const OUTSIDE = [403, 'schedule.timeline.unauthorized'] as const;
const RANGE = 'from=2026-06-15T00:00:00.000Z&to=2026-06-22T00:00:00.000Z';

let h: Harness;
let roster: Roster;

type GetCase = Omit<RouteCase, 'run'> & { path: () => string };

const CASES: GetCase[] = [
  {
    route: 'GET timeline/rooms (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'],
    path: () => `/timeline/rooms?${RANGE}&roomIds=${roster.ownRoom.id}`,
  },
  {
    route: "GET timeline/rooms (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    path: () => `/timeline/rooms?${RANGE}&roomIds=${roster.ownRoom.id},${roster.otherRoom.id}`,
  },
  {
    route: 'GET timeline/doctors (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'DOCTOR'],
    path: () => `/timeline/doctors?${RANGE}&doctorIds=${roster.person('DOCTOR').id}`,
  },
  {
    route: "GET timeline/doctors (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, DOCTOR: OUTSIDE },
    path: () => `/timeline/doctors?${RANGE}&doctorIds=${roster.otherDoctor.id}`,
  },
  {
    route: 'GET timeline/sectors/busy (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    path: () => `/timeline/sectors/busy?${RANGE}&sectorIds=${roster.ownSector.id}`,
  },
  {
    route: "GET timeline/sectors/busy (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE },
    path: () => `/timeline/sectors/busy?${RANGE}&sectorIds=${roster.otherSector.id}`,
  },
  {
    route: 'GET timeline/rooms/bookable (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'],
    path: () => `/timeline/rooms/bookable?roomId=${roster.ownRoom.id}&sectorId=${roster.ownSector.id}`,
  },
  {
    route: "GET timeline/rooms/bookable (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE, DOCTOR: OUTSIDE },
    path: () => `/timeline/rooms/bookable?roomId=${roster.otherRoom.id}&sectorId=${roster.otherSector.id}`,
  },
  {
    route: 'GET timeline/medical-presence (own room)',
    allowed: [...ADMINS, 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'],
    path: () =>
      `/timeline/medical-presence?${RANGE}&roomId=${roster.ownRoom.id}&sectorId=${roster.ownSector.id}`,
  },
  {
    route: "GET timeline/medical-presence (own room, another's sector)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    path: () =>
      `/timeline/medical-presence?${RANGE}&roomId=${roster.ownRoom.id}&sectorId=${roster.otherSector.id}`,
  },
  {
    route: "GET timeline/medical-presence (another's room)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE, ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    path: () => `/timeline/medical-presence?${RANGE}&roomId=${roster.otherRoom.id}`,
  },
  {
    route: 'GET timeline/medical-presence (own sector)',
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    refusals: { ROOM_MANAGER: OUTSIDE, ROOM_USER: OUTSIDE },
    path: () => `/timeline/medical-presence?${RANGE}&sectorId=${roster.ownSector.id}`,
  },
  {
    route: 'GET stats/sectors/saturation (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    path: () => `/stats/sectors/saturation?${RANGE}&sectorIds=${roster.ownSector.id}`,
  },
  {
    route: "GET stats/sectors/saturation (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE },
    path: () =>
      `/stats/sectors/saturation?${RANGE}&sectorIds=${roster.ownSector.id}&sectorIds=${roster.otherSector.id}`,
  },
  {
    route: 'GET stats/sectors/saturation/exceptional/hourly (own)',
    allowed: [...ADMINS, 'SECTOR_MANAGER'],
    path: () => `/stats/sectors/saturation/exceptional/hourly?${RANGE}&sectorIds=${roster.ownSector.id}`,
  },
  {
    route: "GET stats/sectors/saturation/exceptional/hourly (another's)",
    allowed: ADMINS,
    refusals: { SECTOR_MANAGER: OUTSIDE },
    path: () => `/stats/sectors/saturation/exceptional/hourly?${RANGE}&sectorIds=${roster.otherSector.id}`,
  },
];

beforeAll(async () => {
  h = await startSchedule();
  roster = await makeRoster(h);
});
afterAll(async () => h?.close());

describe('timelines role matrix', () => {
  itFollowsTheRoleMatrix(
    CASES.map((c) => ({ ...c, run: (caller: Caller) => h.call('GET', c.path(), caller) })),
    (who) => roster.caller(who),
  );
});

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

  it("names only the doctors whose availability the caller may read: a doctor never sees a colleague's free time", async () => {
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
    expect(await bookableDoctors('DOCTOR')).toEqual([doctor.id]);
  });
});
