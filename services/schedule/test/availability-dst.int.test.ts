import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import { startSchedule, type Harness } from './harness.ts';

/**
 * Weekly slots are wall-clock times in their zone: a Monday 09:00-12:00 slot stays 09:00-12:00 local on the
 * Mondays around each daylight-saving change, so its UTC instants move by an hour.
 */
let h: Harness;
let parisDoctor: string;
let newYorkRoom: string;

/** The owner's availability on one day (UTC midnight to midnight), as UTC times. */
async function availableOn(owner: string, day: string): Promise<string> {
  const [row] = await h.service.dataSource.query<{ ranges: string }[]>(
    `SELECT string_agg(to_char(lower(r) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || '-' ||
                       to_char(upper(r) AT TIME ZONE 'UTC', 'HH24:MI'), ', ') AS ranges
       FROM unnest(owner_availability($1, $2::timestamptz, $2::timestamptz + interval '1 day')) AS r`,
    [owner, `${day}T00:00:00Z`],
  );
  return row!.ranges;
}

beforeAll(async () => {
  h = await startSchedule();
  parisDoctor = (await h.person(['DOCTOR'])).id;
  const room = h.roomSnapshot({ zoneId: 'America/New_York' });
  await h.publish(MaterialResourcesEvents.roomCreated, { current: room, defaultOpeningPattern: false });
  newYorkRoom = room.id;
  const monday = (owner: string) => ({ owner, dayOfWeek: 1, interval: { start: '09:00', end: '12:00' } });
  expect(
    (await h.call('POST', '/availabilities/doctors', h.admin, { defaultAvailability: [monday(parisDoctor)] }))
      .status,
  ).toBe(201);
  expect(
    (await h.call('POST', '/availabilities/rooms', h.admin, { defaultAvailability: [monday(newYorkRoom)] }))
      .status,
  ).toBe(201);
});
afterAll(async () => h?.close());

describe('a Monday 09:00-12:00 weekly slot across daylight-saving changes', () => {
  it('is 09:00 in Paris before and after the change of 29 March 2026', async () => {
    expect(await availableOn(parisDoctor, '2026-03-23')).toBe('2026-03-23 08:00-11:00');
    expect(await availableOn(parisDoctor, '2026-03-30')).toBe('2026-03-30 07:00-10:00');
  });

  it('is 09:00 in Paris before and after the change of 25 October 2026', async () => {
    expect(await availableOn(parisDoctor, '2026-10-19')).toBe('2026-10-19 07:00-10:00');
    expect(await availableOn(parisDoctor, '2026-10-26')).toBe('2026-10-26 08:00-11:00');
  });

  it('is 09:00 in New York around its own changes (8 March and 1 November 2026)', async () => {
    expect(await availableOn(newYorkRoom, '2026-03-02')).toBe('2026-03-02 14:00-17:00');
    expect(await availableOn(newYorkRoom, '2026-03-09')).toBe('2026-03-09 13:00-16:00');
    expect(await availableOn(newYorkRoom, '2026-10-26')).toBe('2026-10-26 13:00-16:00');
    expect(await availableOn(newYorkRoom, '2026-11-02')).toBe('2026-11-02 14:00-17:00');
  });

  it('reads as Monday 09:00-12:00 in its zone through the API over a window holding the change', async () => {
    for (const [path, key, owner, zone] of [
      ['doctors', 'doctorIds', parisDoctor, 'Europe/Paris'],
      ['rooms', 'roomIds', newYorkRoom, 'America/New_York'],
    ] as const) {
      const reply = await h.call<Record<string, AvailabilityByOwner>>(
        'GET',
        `/availabilities/${path}?from=2026-03-01T00:00:00.000Z&to=2026-04-06T00:00:00.000Z&zone=${zone}&${key}=${owner}`,
        h.admin,
      );
      expect(reply.status).toBe(200);
      expect(reply.body[owner]!.defaultAvailability.map((slot) => [slot.dayOfWeek, slot.interval])).toEqual([
        [1, { start: '09:00', end: '12:00', zone }],
      ]);
    }
  });
});
