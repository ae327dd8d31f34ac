import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppointmentsEvolution,
  EvaluationsStatistic,
  EvaluationTotalCount,
  OverallStats,
  SaturationAverage,
} from '@teleplan/proto/indicators';
import { MaterialResourcesEvents as R } from '@teleplan/proto/events';
import { ScheduleEvents as S } from '@teleplan/proto/schedule-events';
import { anAppointment } from '@teleplan/proto/testing/appointment';
import { as, code, NOW, startIndicators, type Harness } from './harness.ts';
import { buildWorld, type World } from './scenario.ts';

let h: Harness;
let world: World;

const answers = (value: number, nextAppointment = value) => ({
  responsiveness: value,
  problemResolution: value,
  smoothExecution: value,
  pleasantReception: value,
  pleasantConsultation: value,
  nextAppointment,
  sufficientDocument: value,
});

beforeAll(async () => {
  h = await startIndicators();
  world = await buildWorld(h);
  // Room 1 (sector 1) open Monday 30 March 09:00-11:00 UTC; doctor 1 available 09:00-10:00 only.
  await h.availability(world.rooms[0], 'ROOM', [
    { hour: '2026-03-30T09:00:00.000Z', minutes: 60 },
    { hour: '2026-03-30T10:00:00.000Z', minutes: 60 },
  ]);
  await h.availability(world.doctors[0], 'DOCTOR', [{ hour: '2026-03-30T09:00:00.000Z', minutes: 60 }]);
  const place = { room: world.rooms[0], sector: world.sectors[0], doctor: world.doctors[0] };
  // 09:00-09:30 and 09:30-10:30 (across two hours) held; a canceled one holds nothing.
  const booked = [
    anAppointment('2026-03-30T09:00:00Z', { id: randomUUID(), ...place }),
    anAppointment('2026-03-30T09:30:00Z', { id: randomUUID(), ...place }, { consultation: 40, total: 60 }),
    anAppointment('2026-03-30T10:30:00Z', { id: randomUUID(), ...place, canceled: true }),
    anAppointment('2026-02-10T10:30:00Z', {
      id: randomUUID(),
      ...place,
      room: world.rooms[1],
      sector: world.sectors[1],
    }),
  ];
  for (const appointment of booked) await h.appointment(S.appointmentBooked, appointment);
  const submitted = [
    { at: '2026-02-15T10:00:00.000Z', answers: answers(4, 0) },
    { at: '2026-03-10T10:00:00.000Z', answers: answers(3, 1) },
    { at: '2026-03-11T10:00:00.000Z', answers: answers(2, 1) },
  ];
  for (const [index, { at, answers: given }] of submitted.entries())
    await h.evaluation({ appointmentId: booked[index]!.id, ...place, answers: given, submittedAt: at });
});
afterAll(() => h?.close());

describe('statistics', () => {
  it('answers saturation as booked over available minutes, rooms for a sector and the own for a doctor', async () => {
    const query = { zone: 'UTC', from: '2026-03-30T00:00:00Z', to: '2026-03-31T00:00:00Z' };
    const cell = async (scope: Record<string, unknown>, hour: number) => {
      const reply = await h.get<SaturationAverage>('/statistics/saturation/average/hourly-daily', h.admin, {
        ...query,
        ...scope,
      });
      return reply.body.saturationAverage.find(
        (c) => c.interval.dayOfWeek === 1 && c.interval.start === hour,
      );
    };
    expect(await cell({ sectorIds: [world.sectors[0]] }, 9)).toEqual({
      interval: { dayOfWeek: 1, start: 9 },
      saturationLevel: 1,
      bookedMinutes: 60,
      availableMinutes: 60,
    });
    expect(await cell({ sectorIds: [world.sectors[0]] }, 10)).toMatchObject({
      saturationLevel: 0.5,
      bookedMinutes: 30,
      availableMinutes: 60,
    });
    // The doctor has no time at 10:00: nothing available, level 0 whatever is booked.
    expect(await cell({ doctorIds: [world.doctors[0]] }, 10)).toMatchObject({
      saturationLevel: 0,
      bookedMinutes: 30,
      availableMinutes: 0,
    });
    expect(await cell({ doctorIds: [world.doctors[0]] }, 9)).toMatchObject({ saturationLevel: 1 });
  });

  it('answers the evaluations per day and month, each criterion averaged to two decimals', async () => {
    const query = { zone: 'Europe/Paris', from: '2026-02-01T00:00:00Z', to: '2026-03-31T22:00:00Z' };
    const count = await h.get<EvaluationTotalCount>('/statistics/evaluations-reporter/total-count', h.admin, {
      ...query,
      fillingEmptyDate: false,
    });
    expect(count.body.evaluationTotalCount).toEqual({
      total: 3,
      points: [
        { date: '2026-02-15', count: 1 },
        { date: '2026-03-10', count: 1 },
        { date: '2026-03-11', count: 1 },
      ],
    });
    const reply = await h.get<EvaluationsStatistic>(
      '/statistics/evaluations-reporter/evolution',
      h.admin,
      query,
    );
    const { count: total, averages, months } = reply.body.evaluationsStatistic;
    expect(total).toBe(3);
    expect(averages.find((a) => a.criterion === 'RESPONSIVENESS')?.average).toBe(3);
    expect(averages.find((a) => a.criterion === 'NEXT_APPOINTMENT')?.average).toBe(0.67);
    expect(months.map((month) => [month.date, month.count])).toEqual([
      ['2026-02-01', 1],
      ['2026-03-01', 2],
    ]);
    expect(months[1]!.averages.find((a) => a.criterion === 'PLEASANT_RECEPTION')?.average).toBe(2.5);
  });

  it('answers null averages for a scope without evaluations', async () => {
    const reply = await h.get<EvaluationsStatistic>('/statistics/evaluations-reporter/evolution', h.admin, {
      doctorIds: [world.doctors[1]],
    });
    expect(reply.body.evaluationsStatistic.count).toBe(0);
    expect(reply.body.evaluationsStatistic.averages.every((a) => a.average === null)).toBe(true);
  });

  it("covers the six months up to currentMoment by default, and a sector manager's own sectors", async () => {
    const manager = as(world.managers.sector, 'SECTOR_MANAGER');
    const reply = await h.get<AppointmentsEvolution>('/statistics/appointments/evolution', manager, {
      zone: 'UTC',
    });
    const total = reply.body.appointsEvolutions.find((s) => s.category === 'TOTAL')!.points;
    expect(total[0]!.date).toBe('2025-09-30');
    expect(total.at(-1)!.date).toBe(NOW.toISOString().slice(0, 10));
    // Sector 2's appointment of 10 February is not theirs.
    expect(total.filter((p) => p.count > 0)).toEqual([{ date: '2026-03-30', count: 3 }]);
  });

  it('answers the overall statistics of a sector with its resources now', async () => {
    const reply = await h.get<OverallStats>(
      `/statistics/overall/latest/sectors/${world.sectors[1]}`,
      h.admin,
    );
    expect(reply.body).toMatchObject({
      resources: { rooms: 2, sectors: 1 },
      profiles: { patients: 1, doctors: 2 },
      appointments: { total: 1, proceeded: 1 },
    });
    const global = await h.get<OverallStats>('/statistics/overall/latest/global', h.admin);
    expect(global.body.resources).toEqual({ rooms: 3, sectors: 2 });
    expect(global.body.profiles.doctors).toBe(2);
  });
});

describe('bad input', () => {
  const path = '/statistics/appointments/evolution';
  it.each([
    ['an unknown zone', { zone: 'Europe/Atlantis' }, 'indicators.request.zone_invalid'],
    [
      'from after to',
      { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
      'indicators.request.range_invalid',
    ],
    ['from before the first day', { from: '2019-12-01T00:00:00Z' }, 'indicators.request.range_invalid'],
  ])('refuses %s with its code', async (_what, query, messageCode) => {
    const reply = await h.get(path, h.admin, query);
    expect([reply.status, code(reply)]).toEqual([400, messageCode]);
  });

  it.each([
    ['a malformed id', { doctorIds: 'not-an-id' }],
    ['an unknown parameter', { colour: 'red' }],
    ['a malformed date', { from: 'yesterday' }],
    ['numDaysBackward out of range', { numDaysBackward: 0 }],
  ])('refuses %s', async (_what, query) => {
    const reply = await h.get(path, h.admin, query);
    expect(reply.status).toBe(400);
    expect(code(reply)).toBeDefined();
  });

  // Last: the sectors and room it creates would change the other answers' resources.
  it("moves a room's available minutes with its sectors and type, and forgets a deleted room's", async () => {
    const available = async (scope: Record<string, unknown>) => {
      const reply = await h.get<SaturationAverage>('/statistics/saturation/average/hourly-daily', h.admin, {
        zone: 'UTC',
        from: '2026-05-04T00:00:00Z',
        to: '2026-05-05T00:00:00Z',
        ...scope,
      });
      return reply.body.saturationAverage.find((c) => c.interval.dayOfWeek === 1 && c.interval.start === 8)!
        .availableMinutes;
    };
    const [first, second] = [await h.sector(), await h.sector()];
    const type = await h.roomType();
    const room = await h.room({ sectorIds: [first.id], roomTypeId: type });
    await h.availability(room.id, 'ROOM', [{ hour: '2026-05-04T08:00:00.000Z', minutes: 50 }]);
    const everywhere = async () => ({
      global: await available({}),
      first: await available({ sectorIds: [first.id] }),
      second: await available({ sectorIds: [second.id] }),
      both: await available({ sectorIds: [first.id, second.id] }),
      type: await available({ roomTypeIds: [type] }),
      room: await available({ roomIds: [room.id] }),
    });
    expect(await everywhere()).toEqual({ global: 50, first: 50, second: 0, both: 50, type: 50, room: 50 });
    const moved = { ...room, sectorIds: [first.id, second.id], roomTypeId: null };
    await h.publish(
      R.roomUpdated,
      { current: moved, previous: room },
      { occurredAt: '2030-01-01T00:00:00.000Z' },
    );
    expect(await everywhere()).toEqual({ global: 50, first: 50, second: 50, both: 50, type: 0, room: 50 });
    await h.availability(room.id, 'ROOM', [{ hour: '2026-05-04T08:00:00.000Z', minutes: 20 }]);
    expect(await everywhere()).toEqual({ global: 20, first: 20, second: 20, both: 20, type: 0, room: 20 });
    await h.publish(
      R.roomDeleted,
      { current: { ...moved, deleted: true }, previous: moved },
      { occurredAt: '2030-01-02T00:00:00.000Z' },
    );
    expect(await everywhere()).toEqual({ global: 0, first: 0, second: 0, both: 0, type: 0, room: 0 });
  });
});
