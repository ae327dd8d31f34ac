import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookableTimeline,
  MedicalPresence,
  Saturation,
  StepsByOwner,
} from '@teleplan/proto/schedule-timelines';
import { code, startSchedule, type Harness } from './harness.ts';
import { paris, parisDateAhead, parisTime, TimelineFactories } from './timeline-factories.ts';
import { pinToday, testNow, TODAYS } from './today.ts';

let h: Harness;
let f: TimelineFactories;

beforeAll(async () => {
  h = await startSchedule();
  f = new TimelineFactories(h);
});
afterAll(async () => h?.close());

const q = (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  return search.toString();
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The Paris local dates `YYYY-MM-DD` that [from, to) touches, one by one. */
function parisDates(from: number, to: number): string[] {
  const last = parisTime(iso(to - 1)).slice(0, 10);
  const dates = [parisTime(iso(from)).slice(0, 10)];
  while (dates.at(-1)! < last) dates.push(iso(Date.parse(`${dates.at(-1)!}T00:00:00Z`) + DAY).slice(0, 10));
  return dates;
}

/** Steps as Paris wall clock `start→end`, easier to read than instants. */
const local = (steps: { start: string; end: string }[]) =>
  steps.map((s) => `${parisTime(s.start)}→${parisTime(s.end)}`);

/** An appointment of `doctor` in `room` for `sector` (10 minutes of consultation and 10 of preparation unless said). */
const book = (
  room: { id: string },
  sector: { id: string },
  doctor: { id: string },
  start: Date,
  extra: { consultation?: number; canceled?: boolean } = {},
) => f.appointment({ roomId: room.id, sectorId: sector.id, doctorId: doctor.id, start, ...extra });

async function sectorWithRoom(doctorCount = 1) {
  const doctors = [];
  for (let i = 0; i < doctorCount; i += 1) doctors.push(await h.person(['DOCTOR']));
  const sector = await h.sector({ doctorIds: doctors.map((d) => d.id) });
  const room = await h.room({ sectorIds: [sector.id] });
  return { sector, room, doctors };
}

describe('GET timeline/rooms and timeline/doctors', () => {
  it("answers a room's weekly availability minus its live appointments, a canceled one not cutting it", async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.weekly('ROOM', room.id, 1, '09:00', '12:00');
    await book(room, sector, doctors[0]!, paris('2026-06-15', '10:00'));
    await book(room, sector, doctors[0]!, paris('2026-06-15', '11:00'), { canceled: true });
    const reply = await h.call(
      'GET',
      `/timeline/rooms?${q({ from: '2026-06-15T00:00:00.000Z', to: '2026-06-22T00:00:00.000Z', roomIds: room.id })}`,
      h.admin,
    );
    expect(reply.status).toBe(200);
    expect(local((reply.body as StepsByOwner)[room.id]!.steps)).toEqual([
      '2026-06-15T09:00→2026-06-15T10:00',
      '2026-06-15T10:20→2026-06-15T12:00',
    ]);
  });

  it('keeps 09:00 local on both sides of the spring DST change in Paris', async () => {
    const { room } = await sectorWithRoom();
    await f.weekly('ROOM', room.id, 1, '09:00', '10:00');
    const reply = await h.call(
      'GET',
      `/timeline/rooms?${q({ from: '2026-03-23T00:00:00.000Z', to: '2026-04-06T00:00:00.000Z', roomIds: room.id })}`,
      h.admin,
    );
    expect((reply.body as StepsByOwner)[room.id]!.steps).toEqual([
      { start: '2026-03-23T08:00:00.000Z', end: '2026-03-23T09:00:00.000Z' },
      { start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T08:00:00.000Z' },
    ]);
  });

  it('expands a New York doctor across the US DST change and removes exceptional unavailability', async () => {
    const doctor = await h.person(['DOCTOR']);
    const other = await h.person(['DOCTOR']);
    await f.weekly('DOCTOR', doctor.id, 3, '08:00', '10:00', 'America/New_York');
    await f.exceptional(
      'DOCTOR',
      doctor.id,
      false,
      new Date('2026-03-11T12:00:00Z'),
      new Date('2026-03-11T13:00:00Z'),
    );
    await f.exceptional(
      'DOCTOR',
      other.id,
      true,
      new Date('2026-03-05T10:00:00Z'),
      new Date('2026-03-05T11:00:00Z'),
    );
    // Comma list and repeated key together.
    const reply = await h.call(
      'GET',
      `/timeline/doctors?${q({
        zone: 'America/New_York',
        from: '2026-03-02T00:00:00.000Z',
        to: '2026-03-16T00:00:00.000Z',
        doctorIds: [`${doctor.id},${other.id}`],
      })}`,
      h.admin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      [doctor.id]: {
        steps: [
          { start: '2026-03-04T13:00:00.000Z', end: '2026-03-04T15:00:00.000Z' },
          { start: '2026-03-11T13:00:00.000Z', end: '2026-03-11T14:00:00.000Z' },
        ],
      },
      [other.id]: { steps: [{ start: '2026-03-05T10:00:00.000Z', end: '2026-03-05T11:00:00.000Z' }] },
    });
  });

  it("removes a doctor's appointment in any room from the doctor's free time", async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.weekly('DOCTOR', doctors[0]!.id, 2, '14:00', '15:00');
    await book(room, sector, doctors[0]!, paris('2026-06-16', '14:30'), { consultation: 20 });
    const reply = await h.call(
      'GET',
      `/timeline/doctors?${q({ from: '2026-06-15T00:00:00Z', to: '2026-06-22T00:00:00Z', doctorIds: doctors[0]!.id })}`,
      h.admin,
    );
    expect(local((reply.body as StepsByOwner)[doctors[0]!.id]!.steps)).toEqual([
      '2026-06-16T14:00→2026-06-16T14:30',
    ]);
  });
});

describe('GET timeline/sectors/busy', () => {
  it("answers the merged holds of the sector's live appointments within the range", async () => {
    const { sector, room, doctors } = await sectorWithRoom(2);
    const other = await h.room({ sectorIds: [sector.id] });
    await book(room, sector, doctors[0]!, paris('2026-06-16', '09:00'));
    await book(other, sector, doctors[1]!, paris('2026-06-16', '09:10'));
    await book(room, sector, doctors[0]!, paris('2026-06-16', '11:00'), { canceled: true });
    const reply = await h.call(
      'GET',
      `/timeline/sectors/busy?${q({ from: '2026-06-15T00:00:00Z', to: '2026-06-22T00:00:00Z', sectorIds: sector.id })}`,
      h.admin,
    );
    expect(local((reply.body as StepsByOwner)[sector.id]!.steps)).toEqual([
      '2026-06-16T09:00→2026-06-16T09:30',
    ]);
  });
});

describe('GET timeline/rooms/bookable', () => {
  const day = parisDateAhead(3, 2);
  /**
   * The steps with their doctors, as Paris times; the default answer (without doctors) must give the same starts
   * and ends.
   */
  const bookable = async (roomId: string, sectorId: string) => {
    const range = {
      roomId,
      sectorId,
      from: paris(day, '00:00').toISOString(),
      to: paris(day, '23:00').toISOString(),
    };
    const [plain, detailed] = await Promise.all([
      h.call('GET', `/timeline/rooms/bookable?${q(range)}`, h.admin),
      h.call('GET', `/timeline/rooms/bookable?${q({ ...range, withDoctors: 'true' })}`, h.admin),
    ]);
    expect([plain.status, detailed.status], JSON.stringify([plain.body, detailed.body])).toEqual([200, 200]);
    const steps = (detailed.body as BookableTimeline).steps;
    expect((plain.body as BookableTimeline).steps).toEqual(steps.map(({ start, end }) => ({ start, end })));
    return steps.map((s) => ({
      at: `${parisTime(s.start).slice(11)}→${parisTime(s.end).slice(11)}`,
      doctors: s.doctorIds,
    }));
  };

  async function setting() {
    const { sector, room, doctors } = await sectorWithRoom(2);
    const short = doctors[0]!;
    const long = doctors[1]!;
    expect(
      (await h.call('POST', `/properties/doctors/${long.id}`, h.admin, { consultationDuration: 20 })).status,
    ).toBe(200);
    const dow = 2;
    await f.weekly('ROOM', room.id, dow, '09:00', '10:00');
    await f.weekly('DOCTOR', short.id, dow, '09:00', '10:00');
    await f.weekly('DOCTOR', long.id, dow, '09:00', '10:00');
    const both = [short.id, long.id].sort();
    return { sector, room, short, long, both };
  }

  it('answers 10-minute starts where the room and a doctor fit consultation plus preparation', async () => {
    const { sector, room, short, both } = await setting();
    expect(await bookable(room.id, sector.id)).toEqual([
      { at: '09:00→09:30', doctors: both },
      { at: '09:10→09:40', doctors: both },
      { at: '09:20→09:50', doctors: both },
      { at: '09:30→10:00', doctors: both },
      { at: '09:40→10:00', doctors: [short.id] },
    ]);
  });

  it('removes the starts an appointment holds, and keeps them when it is canceled', async () => {
    const { sector, room, short, long, both } = await setting();
    await book(room, sector, short, paris(day, '09:40'), { canceled: true });
    expect(await bookable(room.id, sector.id)).toHaveLength(5);
    await book(room, sector, long, paris(day, '09:00'), { consultation: 20 });
    expect(await bookable(room.id, sector.id)).toEqual([
      { at: '09:30→10:00', doctors: both },
      { at: '09:40→10:00', doctors: [short.id] },
    ]);
  });

  it("drops a doctor held in another room and keeps the room's other doctor", async () => {
    const { sector, room, short, long } = await setting();
    const elsewhere = await h.room({ sectorIds: [sector.id] });
    await book(elsewhere, sector, long, paris(day, '09:00'));
    expect(await bookable(room.id, sector.id)).toEqual([
      { at: '09:00→09:20', doctors: [short.id] },
      { at: '09:10→09:30', doctors: [short.id] },
      { at: '09:20→09:50', doctors: [short.id, long.id].sort() },
      { at: '09:30→10:00', doctors: [short.id, long.id].sort() },
      { at: '09:40→10:00', doctors: [short.id] },
    ]);
  });

  it("counts the room's preparation duration", async () => {
    const { sector, room, short, both } = await setting();
    expect((await h.call('POST', `/properties/rooms/${room.id}`, h.admin, { prepDuration: 30 })).status).toBe(
      200,
    );
    expect(await bookable(room.id, sector.id)).toEqual([
      { at: '09:00→09:50', doctors: both },
      { at: '09:10→10:00', doctors: both },
      { at: '09:20→10:00', doctors: [short.id] },
    ]);
  });

  it('answers nothing for a disabled or deleted room, a room outside the sector, or a closed sector', async () => {
    const first = await setting();
    await h.publish('room.disabled', { current: { ...first.room, enabled: false }, previous: first.room });
    expect(await bookable(first.room.id, first.sector.id)).toEqual([]);
    const second = await setting();
    await h.publish('room.deleted', { current: { ...second.room, deleted: true }, previous: second.room });
    expect(await bookable(second.room.id, second.sector.id)).toEqual([]);
    const third = await setting();
    expect(await bookable(third.room.id, first.sector.id)).toEqual([]);
    await f.closeSector(third.sector.id);
    expect(await bookable(third.room.id, third.sector.id)).toEqual([]);
  });
});

describe.each(TODAYS)('bookable steps and medical presence around now, today being %s', (today) => {
  pinToday(today);

  it('stays within now and now + 31 days by default, each start on a 10-minute mark', async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.everyDay('ROOM', room.id, '09:00', '10:00');
    await f.everyDay('DOCTOR', doctors[0]!.id, '09:00', '10:00');
    const now = testNow().getTime();
    const reply = await h.call(
      'GET',
      `/timeline/rooms/bookable?${q({ roomId: room.id, sectorId: sector.id })}`,
      h.admin,
    );
    const starts = (reply.body as BookableTimeline).steps.map((s) => new Date(s.start).getTime());
    expect(starts.length).toBeGreaterThanOrEqual(30 * 5);
    expect(starts.length).toBeLessThanOrEqual(32 * 5);
    expect(starts.every((t) => t % 600_000 === 0)).toBe(true);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now);
    expect(Math.max(...starts)).toBeLessThan(now + 31 * 86_400_000);
    const far = new Date(now + 40 * 86_400_000);
    const late = await h.call(
      'GET',
      `/timeline/rooms/bookable?${q({ roomId: room.id, sectorId: sector.id, from: far.toISOString(), to: new Date(far.getTime() + 86_400_000).toISOString() })}`,
      h.admin,
    );
    expect(late.body).toEqual({ steps: [] });
  });

  it('includes the step in progress with withExecutable', async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.everyDay('ROOM', room.id, '00:00', '24:00');
    await f.everyDay('DOCTOR', doctors[0]!.id, '00:00', '24:00');
    const now = testNow().getTime();
    const window = {
      from: new Date(now - 3_600_000).toISOString(),
      to: new Date(now + 3_600_000).toISOString(),
    };
    const first = async (withExecutable: string) => {
      const reply = await h.call(
        'GET',
        `/timeline/rooms/bookable?${q({ roomId: room.id, sectorId: sector.id, withExecutable, ...window })}`,
        h.admin,
      );
      return new Date((reply.body as BookableTimeline).steps[0]!.start).getTime();
    };
    const floor = Math.floor(now / 600_000) * 600_000;
    expect(await first('true')).toBe(floor);
    expect(await first('false')).toBe(now === floor ? floor : floor + 600_000);
  });

  it('starts the medical presence at the local date of now with withExecutable', async () => {
    const { room, doctors } = await sectorWithRoom();
    await f.everyDay('DOCTOR', doctors[0]!.id, '00:00', '24:00');
    await f.everyDay('ROOM', room.id, '00:00', '24:00');
    const now = testNow().getTime();
    const range = { roomId: room.id, zone: 'Europe/Paris', from: now - 2 * DAY, to: now + 2 * DAY };
    const dates = async (withExecutable: string) => {
      const search = q({ ...range, from: iso(range.from), to: iso(range.to), withExecutable });
      const reply = await h.call('GET', `/timeline/medical-presence?${search}`, h.admin);
      expect(reply.status).toBe(200);
      return (reply.body as MedicalPresence).dates;
    };
    expect(await dates('true')).toEqual(parisDates(now, range.to));
    expect(await dates('false')).toEqual(parisDates(range.from, range.to));
  });
});

describe('GET timeline/medical-presence', () => {
  it("answers the local dates with a doctor of the room's sectors available, in the asked zone", async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.weekly('DOCTOR', doctors[0]!.id, 2, '00:30', '01:30');
    await f.weekly('ROOM', room.id, 2, '00:00', '02:00');
    const ask = async (zone: string, extra: Record<string, string>) => {
      const reply = await h.call(
        'GET',
        `/timeline/medical-presence?${q({ zone, from: '2026-05-31T22:00:00Z', to: '2026-06-15T22:00:00Z', ...extra })}`,
        h.admin,
      );
      expect(reply.status).toBe(200);
      return (reply.body as MedicalPresence).dates;
    };
    expect(await ask('Europe/Paris', { roomId: room.id })).toEqual(['2026-06-02', '2026-06-09']);
    expect(await ask('UTC', { sectorId: sector.id })).toEqual(['2026-06-01', '2026-06-08']);
  });

  it("leaves out of a room's presence the days the room is closed, not of its sector's", async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.weekly('DOCTOR', doctors[0]!.id, 1, '09:00', '12:00');
    await f.weekly('DOCTOR', doctors[0]!.id, 6, '09:00', '12:00');
    await f.weekly('ROOM', room.id, 1, '08:00', '18:00');
    await f.weekly('ROOM', room.id, 6, '14:00', '18:00');
    const ask = async (extra: Record<string, string>) => {
      const window = { zone: 'Europe/Paris', from: '2026-05-31T22:00:00Z', to: '2026-06-14T22:00:00Z' };
      const reply = await h.call('GET', `/timeline/medical-presence?${q({ ...window, ...extra })}`, h.admin);
      expect(reply.status).toBe(200);
      return (reply.body as MedicalPresence).dates;
    };
    // Saturday: the doctor's morning, the room's afternoon.
    expect(await ask({ roomId: room.id })).toEqual(['2026-06-01', '2026-06-08']);
    expect(await ask({ sectorId: sector.id })).toEqual([
      '2026-06-01',
      '2026-06-06',
      '2026-06-08',
      '2026-06-13',
    ]);
  });

  it('refuses a query naming neither a room nor a sector', async () => {
    const reply = await h.call(
      'GET',
      `/timeline/medical-presence?${q({ from: '2026-06-01T00:00:00Z', to: '2026-06-02T00:00:00Z' })}`,
      h.admin,
    );
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
  });
});

describe('GET stats/sectors/saturation', () => {
  const cell = (cells: Saturation[], dayOfWeek: number, start: number) =>
    cells.find((c) => c.interval.dayOfWeek === dayOfWeek && c.interval.start === start)!.saturationLevel;

  it('divides held by available room time per weekday and local hour, 0 where nothing is available', async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.weekly('ROOM', room.id, 1, '09:00', '11:00');
    await book(room, sector, doctors[0]!, paris('2026-06-15', '09:00'), { consultation: 20 });
    await book(room, sector, doctors[0]!, paris('2026-06-15', '10:00'), { canceled: true });
    const range = { from: '2026-06-15T00:00:00Z', to: '2026-06-29T00:00:00Z', sectorIds: sector.id };
    const inParis = (await h.call('GET', `/stats/sectors/saturation?${q(range)}`, h.admin))
      .body as Saturation[];
    expect(inParis).toHaveLength(168);
    expect(cell(inParis, 1, 9)).toBeCloseTo(0.25);
    expect(cell(inParis, 1, 10)).toBe(0);
    expect(inParis.filter((c) => c.saturationLevel > 0)).toHaveLength(1);
    const utc = (await h.call('GET', `/stats/sectors/saturation?${q({ ...range, zone: 'UTC' })}`, h.admin))
      .body as Saturation[];
    expect(cell(utc, 1, 7)).toBeCloseTo(0.25);
    expect(cell(utc, 1, 9)).toBe(0);
  });

  it('buckets by local hour through the spring DST change (no 02:00 hour that night)', async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.weekly('ROOM', room.id, 7, '01:00', '04:00');
    await book(room, sector, doctors[0]!, new Date('2026-03-29T00:00:00Z'), { consultation: 20 });
    await book(room, sector, doctors[0]!, new Date('2026-03-29T01:00:00Z'), { consultation: 50 });
    const range = { from: '2026-03-23T00:00:00Z', to: '2026-03-30T00:00:00Z', sectorIds: sector.id };
    const cells = (await h.call('GET', `/stats/sectors/saturation?${q(range)}`, h.admin))
      .body as Saturation[];
    // 01:00-02:00 local: 30 of 60 minutes held; 03:00-04:00 local (01:00Z): fully held; 02:00 does not exist.
    expect([cell(cells, 7, 1), cell(cells, 7, 2), cell(cells, 7, 3)]).toEqual([0.5, 0, 1]);
  });

  it('counts only exceptional availability in the exceptional hourly saturation', async () => {
    const { sector, room, doctors } = await sectorWithRoom();
    await f.weekly('ROOM', room.id, 1, '09:00', '11:00');
    await f.exceptional('ROOM', room.id, true, paris('2026-06-16', '14:00'), paris('2026-06-16', '15:00'));
    await book(room, sector, doctors[0]!, paris('2026-06-15', '09:00'));
    await book(room, sector, doctors[0]!, paris('2026-06-16', '14:00'));
    const range = { from: '2026-06-15T00:00:00Z', to: '2026-06-22T00:00:00Z', sectorIds: sector.id };
    const cells = (await h.call('GET', `/stats/sectors/saturation/exceptional/hourly?${q(range)}`, h.admin))
      .body as Saturation[];
    expect(cell(cells, 2, 14)).toBeCloseTo(1 / 3);
    expect(cell(cells, 1, 9)).toBe(0);
  });
});

describe('bad input', () => {
  const base = { from: '2026-06-15T00:00:00Z', to: '2026-06-22T00:00:00Z' };
  it.each([
    ['an unknown zone', { ...base, zone: 'Mars/Olympus' }, 'schedule.request.zone_invalid'],
    ['from after to', { from: base.to, to: base.from }, 'schedule.request.range_invalid'],
    ['from equal to to', { from: base.from, to: base.from }, 'schedule.request.range_invalid'],
    [
      'a span over 367 days',
      { from: '2026-01-01T00:00:00Z', to: '2027-01-04T00:00:00Z' },
      'schedule.request.range_invalid',
    ],
    ['an id that is not a UUID', { ...base, roomIds: 'salle-1' }, 'common.request.invalid'],
    ['a missing from', { to: base.to }, 'common.request.invalid'],
  ])('refuses %s with 400', async (_name, params, messageCode) => {
    const reply = await h.call('GET', `/timeline/rooms?${q(params)}`, h.admin);
    expect([reply.status, code(reply)]).toEqual([400, messageCode]);
  });

  it('refuses a bookable range whose end is before its start', async () => {
    const { sector, room } = await sectorWithRoom();
    const reply = await h.call(
      'GET',
      `/timeline/rooms/bookable?${q({ roomId: room.id, sectorId: sector.id, from: base.to, to: base.from })}`,
      h.admin,
    );
    expect([reply.status, code(reply)]).toEqual([400, 'schedule.request.range_invalid']);
  });
});

describe('owners_availability', () => {
  it('agrees with owner_availability across DST changes, zones and exceptional slots', async () => {
    const paris = await h.person(['DOCTOR']);
    const newYork = await h.person(['DOCTOR']);
    const nobody = await h.person(['DOCTOR']);
    await f.everyDay('DOCTOR', paris.id, '08:00', '12:00');
    await f.weekly('DOCTOR', paris.id, 7, '23:00', '24:00');
    await f.weekly('DOCTOR', newYork.id, 1, '02:30', '03:30', 'America/New_York');
    await f.weekly('DOCTOR', newYork.id, 5, '09:00', '17:00', 'America/New_York');
    await f.exceptional(
      'DOCTOR',
      paris.id,
      false,
      new Date('2026-03-30T07:00:00Z'),
      new Date('2026-03-31T09:00:00Z'),
    );
    await f.exceptional(
      'DOCTOR',
      newYork.id,
      true,
      new Date('2026-03-28T10:00:00Z'),
      new Date('2026-03-28T12:00:00Z'),
    );
    const owners = [paris.id, newYork.id, nobody.id];
    for (const [from, to] of [
      ['2026-03-01T00:00:00Z', '2026-04-15T00:00:00Z'],
      ['2026-10-20T05:17:00Z', '2026-11-05T00:00:00Z'],
    ]) {
      const each = await h.service.dataSource.query<{ id: string; m: string }[]>(
        'SELECT o.id, owner_availability(o.id, $2, $3)::text AS m FROM unnest($1::uuid[]) AS o(id) ORDER BY 1',
        [owners, from, to],
      );
      const all = await h.service.dataSource.query<{ id: string; m: string }[]>(
        'SELECT owner_id AS id, availability::text AS m FROM owners_availability($1, $2, $3) ORDER BY 1',
        [owners, from, to],
      );
      expect(all).toEqual(each);
      expect(each.find((row) => row.id === paris.id)!.m).not.toBe('{}');
    }
  });
});
