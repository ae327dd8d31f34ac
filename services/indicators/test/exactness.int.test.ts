import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppointmentsEvolution,
  CategorySeries,
  DynamicalTotalCount,
  EvaluationsStatistic,
  EvaluationTotalCount,
  LatestDailyCount,
  OverallStats,
  SaturationAverage,
} from '@teleplan/proto/indicators';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { EVALUATION_CRITERIA, type EvaluationSubmittedPayload } from '@teleplan/proto/schedule-evaluations';
import {
  averages,
  bookedCells,
  counters,
  dailyCounts,
  localDay,
  selected,
  selectedEvaluations,
  type DirectScope,
} from './direct-count.ts';
import { startIndicators, type Harness } from './harness.ts';
import { buildWorld, playScenario, type World } from './scenario.ts';

// The counters and series agree with a count made straight from the appointments, whatever the zone (Paris
// across its change to summer time, New York, Kolkata's half-hour offset), the scope and a currentMoment and
// window that fall mid-hour.
const CURRENT_MOMENT = new Date('2026-03-30T09:25:00Z');
const WINDOW = { from: new Date('2026-03-23T06:30:00Z'), to: new Date('2026-04-03T18:30:00Z') };
const ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Kolkata'];

let h: Harness;
let world: World;
let appointments: Appointment[];
let roomTypes: Map<string, string | null>;
let evaluations: EvaluationSubmittedPayload[];

beforeAll(async () => {
  h = await startIndicators();
  world = await buildWorld(h);
  appointments = await playScenario(h, world);
  roomTypes = new Map(h.owners.resources.rooms.map((room) => [room.id, room.roomTypeId]));
  // One in three of the appointments evaluated, at minutes that fall anywhere in the hour.
  evaluations = appointments
    .filter((a, index) => !a.deleted && index % 3 === 0)
    .map((a, index) => ({
      appointmentId: a.id,
      room: a.room,
      sector: a.sector,
      doctor: a.doctor,
      answers: Object.fromEntries(
        EVALUATION_CRITERIA.map((criterion, k) => [criterion, (index * (k + 1)) % 5]),
      ) as EvaluationSubmittedPayload['answers'],
      submittedAt: new Date(Date.parse(a.startTime) + (index % 7) * 37 * 60_000).toISOString(),
    }));
  for (const evaluation of evaluations) await h.evaluation(evaluation);
});
afterAll(() => h?.close());

function days(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let day = first; day <= last;) {
    dates.push(day);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return dates;
}

function asTable(series: CategorySeries[]) {
  return Object.fromEntries(series.map((s) => [s.category, s.points.map((point) => point.count)]));
}

const scopes = (): [string, DirectScope][] => [
  ['the platform', {}],
  ['a sector', { sectorIds: [world.sectors[0]] }],
  ['two sectors', { sectorIds: [...world.sectors] }],
  ['a room of two sectors', { roomIds: [world.rooms[2]] }],
  ['a doctor', { doctorIds: [world.doctors[1]] }],
  ['a room type', { roomTypeIds: [world.roomTypes[0]] }],
  ['a sector and a doctor', { sectorIds: [world.sectors[1]], doctorIds: [world.doctors[0]] }],
];

it('plays a scenario where every category counts some appointments', () => {
  const all = counters(
    selected(appointments, {}, roomTypes, { from: new Date(0), to: null }),
    CURRENT_MOMENT,
  );
  expect(Object.values(all).every((count) => count > 0)).toBe(true);
  expect(appointments.some((a) => a.deleted)).toBe(true);
});

it('answers the overall counters as counted directly over windows of whole days, ragged or within a day', async () => {
  const windows = [
    WINDOW,
    { from: new Date('2026-03-24T00:00:00Z'), to: new Date('2026-04-02T00:00:00Z') },
    // Paris's midnights around its change to summer time (23:00 UTC, then 22:00 UTC).
    { from: new Date('2026-03-26T23:00:00Z'), to: new Date('2026-03-30T22:00:00Z') },
    { from: new Date('2026-03-30T02:10:00Z'), to: new Date('2026-03-30T20:50:00Z') },
    { from: new Date('2026-03-30T09:05:00Z'), to: new Date('2026-03-30T09:55:00Z') },
  ];
  const moments = [CURRENT_MOMENT, new Date('2026-03-26T00:00:00Z'), new Date('2026-04-10T00:00:00Z')];
  const subjects: [string, DirectScope][] = [
    ['global', {}],
    [`doctors/${world.doctors[0]}`, { doctorIds: [world.doctors[0]] }],
  ];
  for (const [path, scope] of subjects)
    for (const window of windows)
      for (const currentMoment of moments) {
        const reply = await h.get<OverallStats>(`/statistics/overall/latest/${path}`, h.admin, {
          zone: 'Europe/Paris',
          currentMoment: currentMoment.toISOString(),
          from: window.from.toISOString(),
          to: window.to.toISOString(),
        });
        expect(reply.body.appointments).toEqual(
          counters(selected(appointments, scope, roomTypes, window), currentMoment),
        );
      }
});

describe.each(ZONES)('in %s', (zone) => {
  it('answers every day of the evolution as counted directly, for every scope', async () => {
    const dates = days(localDay(WINDOW.from, zone), localDay(new Date(WINDOW.to.getTime() - 1), zone));
    for (const [, scope] of scopes()) {
      const reply = await h.get<AppointmentsEvolution>('/statistics/appointments/evolution', h.admin, {
        zone,
        from: WINDOW.from.toISOString(),
        to: WINDOW.to.toISOString(),
        currentMoment: CURRENT_MOMENT.toISOString(),
        ...scope,
      });
      expect(reply.status).toBe(200);
      expect(
        reply.body.appointsEvolutions.every((s) => s.points.map((p) => p.date).join() === dates.join()),
      ).toBe(true);
      const direct = selected(appointments, scope, roomTypes, WINDOW);
      expect(asTable(reply.body.appointsEvolutions)).toEqual(
        dailyCounts(direct, dates, zone, CURRENT_MOMENT),
      );
    }
  });

  it('answers the latest days and their running totals as counted directly', async () => {
    const today = localDay(CURRENT_MOMENT, zone);
    const dates = days(localDay(new Date(CURRENT_MOMENT.getTime() - 4 * 86_400_000), zone), today);
    for (const [, scope] of scopes()) {
      const query = { zone, currentMoment: CURRENT_MOMENT.toISOString(), numDaysBackward: 5, ...scope };
      const latest = await h.get<LatestDailyCount>('/statistics/appointments/latest', h.admin, query);
      const running = await h.get<DynamicalTotalCount>(
        '/statistics/appointments/total-count',
        h.admin,
        query,
      );
      const direct = dailyCounts(
        selected(appointments, scope, roomTypes, { from: new Date(0), to: null }),
        dates,
        zone,
        CURRENT_MOMENT,
      );
      expect(asTable(latest.body.latestDailyCount)).toEqual(direct);
      const totals = Object.fromEntries(
        Object.entries(direct).map(([category, counts]) => [
          category,
          counts.map((_, index) => counts.slice(0, index + 1).reduce((a, b) => a + b, 0)),
        ]),
      );
      expect(asTable(running.body.dynamicalTotalCount)).toEqual(totals);
    }
  });

  it('answers the overall counters and patients as counted directly, with a range and without', async () => {
    const subjects: [string, DirectScope][] = [
      ['global', {}],
      [`sectors/${world.sectors[0]}`, { sectorIds: [world.sectors[0]] }],
      [`rooms/${world.rooms[2]}`, { roomIds: [world.rooms[2]] }],
      [`doctors/${world.doctors[0]}`, { doctorIds: [world.doctors[0]] }],
      [`room-types/${world.roomTypes[1]}`, { roomTypeIds: [world.roomTypes[1]] }],
    ];
    for (const [path, scope] of subjects) {
      for (const range of [WINDOW, null]) {
        const reply = await h.get<OverallStats>(`/statistics/overall/latest/${path}`, h.admin, {
          zone,
          currentMoment: CURRENT_MOMENT.toISOString(),
          ...(range && { from: range.from.toISOString(), to: range.to.toISOString() }),
        });
        const direct = selected(appointments, scope, roomTypes, range ?? { from: new Date(0), to: null });
        expect(reply.body.appointments).toEqual(counters(direct, CURRENT_MOMENT));
        expect(reply.body.profiles.patients).toBe(new Set(direct.map((a) => a.patient)).size);
      }
    }
  });

  it('answers the evaluations per day and month as counted directly, for every scope', async () => {
    const windows = [
      WINDOW,
      { from: new Date('2026-03-24T00:00:00Z'), to: new Date('2026-04-10T00:00:00Z') },
    ];
    for (const window of windows)
      for (const [, scope] of scopes()) {
        const query = { zone, from: window.from.toISOString(), to: window.to.toISOString(), ...scope };
        const direct = selectedEvaluations(evaluations, scope, roomTypes, window);
        const count = await h.get<EvaluationTotalCount>(
          '/statistics/evaluations-reporter/total-count',
          h.admin,
          {
            ...query,
            fillingEmptyDate: false,
          },
        );
        const perDay = new Map<string, number>();
        for (const e of direct)
          perDay.set(localDay(e.submittedAt, zone), (perDay.get(localDay(e.submittedAt, zone)) ?? 0) + 1);
        expect(count.body.evaluationTotalCount).toEqual({
          total: direct.length,
          points: [...perDay].sort().map(([date, n]) => ({ date, count: n })),
        });
        const reply = await h.get<EvaluationsStatistic>(
          '/statistics/evaluations-reporter/evolution',
          h.admin,
          {
            ...query,
            fillingEmptyDate: false,
          },
        );
        expect(reply.body.evaluationsStatistic).toEqual({
          count: direct.length,
          averages: averages(direct),
          months: [...new Set(direct.map((e) => `${localDay(e.submittedAt, zone).slice(0, 7)}-01`))]
            .sort()
            .map((date) => {
              const month = direct.filter((e) => localDay(e.submittedAt, zone).startsWith(date.slice(0, 7)));
              return { date, count: month.length, averages: averages(month) };
            }),
        });
      }
  });

  it('answers the booked minutes of each week cell as summed directly', async () => {
    for (const [, scope] of scopes()) {
      const reply = await h.get<SaturationAverage>('/statistics/saturation/average/hourly-daily', h.admin, {
        zone,
        from: WINDOW.from.toISOString(),
        to: WINDOW.to.toISOString(),
        ...scope,
      });
      const direct = bookedCells(
        selected(appointments, scope, roomTypes, { from: new Date(0), to: null }),
        WINDOW,
        zone,
      );
      expect(reply.body.saturationAverage).toHaveLength(168);
      for (const cell of reply.body.saturationAverage)
        expect([cell.interval, cell.bookedMinutes]).toEqual([
          cell.interval,
          direct.get(`${cell.interval.dayOfWeek}/${cell.interval.start}`) ?? 0,
        ]);
    }
  });
});
