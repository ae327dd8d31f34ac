import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimelinesRepository } from '../src/data/timelines.repository.ts';
import { daysAround, stepsWithin } from '../src/domain/steps-within.ts';
import { startSchedule, type Harness } from './harness.ts';
import { TimelineFactories } from './timeline-factories.ts';

/*
 * A bookable horizon not asked before is cut out of the answer over its whole UTC days (`bookableTimelineJson`):
 * the cut must be, byte for byte, what the statement answers over the horizon itself, whatever the zone's marks
 * and on the days the clocks change.
 */
let h: Harness;
let f: TimelineFactories;

beforeAll(async () => {
  h = await startSchedule();
  f = new TimelineFactories(h);
});
afterAll(async () => h?.close());

const MINUTE = 60_000;

const localMinute = (instant: string, zone: string) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: zone, minute: 'numeric' }).format(new Date(instant)));

/** A room open 07:00-21:00 in `zone` and two doctors of 10 and 30 minutes, with appointments at odd times. */
async function practiceIn(zone: string, day: Date) {
  const doctors = [await h.person(['DOCTOR']), await h.person(['DOCTOR'])];
  const sector = await h.sector({ doctorIds: doctors.map((d) => d.id) });
  const room = await h.room({ sectorIds: [sector.id] });
  await f.everyDay('ROOM', room.id, '07:00', '21:00', zone);
  await f.everyDay('DOCTOR', doctors[0]!.id, '08:00', '12:35', zone);
  await f.everyDay('DOCTOR', doctors[1]!.id, '10:00', '19:00', zone);
  await h.service.dataSource.query(
    'INSERT INTO doctor_properties (doctor_id, consultation_duration) VALUES ($1, 30)',
    [doctors[1]!.id],
  );
  for (const [doctor, hours] of [
    [doctors[0]!, 7.25],
    [doctors[1]!, 9.9],
    [doctors[1]!, 30.5],
  ] as const)
    await f.appointment({
      roomId: room.id,
      sectorId: sector.id,
      doctorId: doctor.id,
      start: new Date(day.getTime() + hours * 60 * MINUTE),
      consultation: doctor === doctors[0] ? 10 : 30,
    });
  return { room, sector };
}

describe('a bookable horizon cut out of its whole days', () => {
  const cases = [
    { zone: 'Europe/Paris', day: '2026-03-28' }, // clocks forward on the 29th
    { zone: 'Europe/Paris', day: '2026-10-24' }, // clocks back on the 25th
    { zone: 'America/New_York', day: '2026-11-01' },
    { zone: 'Asia/Kathmandu', day: '2026-06-10' }, // UTC+05:45: marks at :05, :15… UTC
  ];

  it.each(cases)(
    'answers the same steps as the horizon itself in $zone around $day',
    async ({ zone, day }) => {
      const start = new Date(`${day}T00:00:00.000Z`);
      const { room, sector } = await practiceIn(zone, start);
      const repo = new TimelinesRepository(h.service.dataSource.manager);
      let steps = 0;
      for (const [fromMinutes, hours] of [
        [0, 72],
        [7, 5],
        [333, 26],
        [1_441, 3.5],
        [2_017, 30],
        [2_890, 1],
      ] as const) {
        const from = new Date(start.getTime() + fromMinutes * MINUTE);
        const to = new Date(from.getTime() + hours * 60 * MINUTE);
        const key = await repo.bookableKey(room.id, sector.id, { from, to, zone });
        for (const withDoctors of [false, true]) {
          const direct = await repo.bookableJson(room.id, sector.id, { ...key, mark: key.from }, withDoctors);
          const days = await repo.bookableJson(
            room.id,
            sector.id,
            { ...daysAround(key), mark: key.from },
            withDoctors,
          );
          expect(stepsWithin(days, key.from, key.to)).toBe(direct);
          const starts = (JSON.parse(direct) as { steps: { start: string }[] }).steps.map((s) => s.start);
          expect(starts.filter((s) => localMinute(s, zone) % 10 !== 0)).toEqual([]);
          steps += starts.length;
        }
      }
      expect(steps).toBeGreaterThan(100);
    },
  );
});
