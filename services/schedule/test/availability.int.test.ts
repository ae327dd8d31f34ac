import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import type { EventEnvelope } from '@teleplan/proto/events';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import type {
  AvailabilityBody,
  AvailabilityByOwner,
  DefaultAvailability,
} from '@teleplan/proto/schedule-availability';
import type { AvailabilityChangedPayload } from '@teleplan/proto/schedule-events';
import { code, startSchedule, type Harness, type Person } from './harness.ts';

let h: Harness;
const changes: AvailabilityChangedPayload[] = [];
const WINDOW = 'from=2026-12-01T00:00:00.000Z&to=2026-12-31T00:00:00.000Z';

const weekly = (owner: string, dayOfWeek: number, start: string, end: string, zone?: string) => ({
  owner,
  dayOfWeek,
  interval: { start, end, ...(zone ? { zone } : {}) },
});
const exceptional = (owner: string, start: string, end: string, comment: string | null = null) => ({
  owner,
  interval: { start, end, zone: 'Europe/Paris' },
  comment,
});

const post = (path: 'doctors' | 'rooms', body: AvailabilityBody) =>
  h.call<AvailabilityByOwner>('POST', `/availabilities/${path}`, h.admin, body);
const remove = (path: 'doctors' | 'rooms', body: object) =>
  h.call('DELETE', `/availabilities/${path}`, h.admin, body);
async function read(path: 'doctors' | 'rooms', owner: string): Promise<AvailabilityByOwner> {
  const key = path === 'doctors' ? 'doctorIds' : 'roomIds';
  const reply = await h.call<Record<string, AvailabilityByOwner>>(
    'GET',
    `/availabilities/${path}?${WINDOW}&${key}=${owner}`,
    h.admin,
  );
  expect(reply.status).toBe(200);
  return reply.body[owner]!;
}
const times = (slots: DefaultAvailability[]) =>
  slots.map((slot) => `${slot.dayOfWeek} ${slot.interval.start}-${slot.interval.end} ${slot.interval.zone}`);

beforeAll(async () => {
  h = await startSchedule();
  await h.service.bus.subscribe('availability-observer', ['availability.changed'], async (event) => {
    changes.push((event as EventEnvelope<AvailabilityChangedPayload>).payload);
  });
});
afterAll(async () => h?.close());

describe('reading availability', () => {
  let doctor: Person;
  let other: Person;
  beforeAll(async () => {
    doctor = await h.person(['DOCTOR']);
    other = await h.person(['DOCTOR']);
    await post('doctors', {
      defaultAvailability: [weekly(doctor.id, 1, '09:00', '12:00'), weekly(other.id, 2, '14:00', '18:00')],
      exceptionalAvailability: [
        exceptional(doctor.id, '2026-12-05T08:00:00.000Z', '2026-12-05T11:00:00.000Z', 'Samedi de garde'),
        exceptional(doctor.id, '2027-01-09T08:00:00.000Z', '2027-01-09T11:00:00.000Z'),
      ],
      exceptionalUnavailability: [
        exceptional(doctor.id, '2026-12-07T08:00:00.000Z', '2026-12-07T11:00:00.000Z'),
      ],
    });
  });

  it("answers every asked doctor's weekly slots and the exceptional slots overlapping the window", async () => {
    const reply = await h.call<Record<string, AvailabilityByOwner>>(
      'GET',
      `/availabilities/doctors?${WINDOW}&doctorIds=${doctor.id}&doctorIds=${other.id}`,
      h.admin,
    );
    expect(reply.status).toBe(200);
    const mine = reply.body[doctor.id]!;
    expect(times(mine.defaultAvailability)).toEqual(['1 09:00-12:00 Europe/Paris']);
    expect(mine.exceptionalAvailability.map((slot) => [slot.interval.start, slot.comment])).toEqual([
      ['2026-12-05T08:00:00.000Z', 'Samedi de garde'],
    ]);
    expect(mine.exceptionalUnavailability.map((slot) => slot.interval.end)).toEqual([
      '2026-12-07T11:00:00.000Z',
    ]);
    expect(times(reply.body[other.id]!.defaultAvailability)).toEqual(['2 14:00-18:00 Europe/Paris']);
  });

  it('takes the ids as repeated keys, as a comma list, or both', async () => {
    const third = await h.person(['DOCTOR']);
    for (const ids of [
      `doctorIds=${doctor.id},${other.id}&doctorIds=${third.id}`,
      `doctorIds=${doctor.id}, ${other.id},${third.id}`,
    ]) {
      const reply = await h.call<Record<string, AvailabilityByOwner>>(
        'GET',
        `/availabilities/doctors?${WINDOW}&${ids}`,
        h.admin,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(Object.keys(reply.body).sort()).toEqual([doctor.id, other.id, third.id].sort());
      expect(reply.body[third.id]).toEqual({
        defaultAvailability: [],
        exceptionalAvailability: [],
        exceptionalUnavailability: [],
      });
    }
  });

  it('merges the owners into one set with groupByOwner=false', async () => {
    const reply = await h.call<AvailabilityByOwner>(
      'GET',
      `/availabilities/doctors?${WINDOW}&doctorIds=${doctor.id},${other.id}&groupByOwner=false`,
      h.admin,
    );
    expect(reply.status).toBe(200);
    expect(times(reply.body.defaultAvailability).sort()).toEqual([
      '1 09:00-12:00 Europe/Paris',
      '2 14:00-18:00 Europe/Paris',
    ]);
    expect(reply.body.exceptionalAvailability).toHaveLength(1);
  });

  it('refuses an id that is not a UUID with common.request.invalid', async () => {
    const reply = await h.call('GET', `/availabilities/doctors?${WINDOW}&doctorIds=${doctor.id},42`, h.admin);
    expect({ status: reply.status, code: code(reply) }).toEqual({
      status: 400,
      code: 'common.request.invalid',
    });
  });

  it('refuses an unknown zone with schedule.request.zone_invalid', async () => {
    for (const zone of ['Europe/Atlantis', '%2B05:00']) {
      const reply = await h.call(
        'GET',
        `/availabilities/doctors?${WINDOW}&zone=${zone}&doctorIds=${doctor.id}`,
        h.admin,
      );
      expect({ status: reply.status, code: code(reply) }).toEqual({
        status: 400,
        code: 'schedule.request.zone_invalid',
      });
    }
  });

  it('refuses a missing, reversed, empty or over-long window with schedule.request.range_invalid', async () => {
    for (const window of [
      'from=2026-12-31T00:00:00.000Z&to=2026-12-01T00:00:00.000Z',
      'from=2026-12-01T00:00:00.000Z&to=2026-12-01T00:00:00.000Z',
      'from=2026-01-01T00:00:00.000Z&to=2027-01-04T00:00:00.000Z',
      'to=2026-12-01T00:00:00.000Z',
      'from=hier&to=2026-12-01T00:00:00.000Z',
    ]) {
      const reply = await h.call('GET', `/availabilities/doctors?${window}&doctorIds=${doctor.id}`, h.admin);
      expect({ window, status: reply.status, code: code(reply) }).toEqual({
        window,
        status: 400,
        code: 'schedule.request.range_invalid',
      });
    }
  });
});

describe('adding slots', () => {
  it('creates the three kinds in one call and answers them with their ids', async () => {
    const doctor = await h.person(['DOCTOR']);
    const reply = await post('doctors', {
      defaultAvailability: [weekly(doctor.id, 1, '08:00', '12:00'), weekly(doctor.id, 1, '14:00', '18:30')],
      exceptionalAvailability: [
        exceptional(doctor.id, '2026-12-12T08:00:00.000Z', '2026-12-12T11:00:00.000Z'),
      ],
      exceptionalUnavailability: [
        exceptional(doctor.id, '2026-12-14T13:00:00.000Z', '2026-12-14T17:00:00.000Z'),
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(times(reply.body.defaultAvailability)).toEqual([
      '1 08:00-12:00 Europe/Paris',
      '1 14:00-18:30 Europe/Paris',
    ]);
    const stored = await read('doctors', doctor.id);
    expect(stored.defaultAvailability.map((slot) => slot.id).sort()).toEqual(
      reply.body.defaultAvailability.map((slot) => slot.id).sort(),
    );
    expect(stored.exceptionalAvailability[0]!.id).toBe(reply.body.exceptionalAvailability[0]!.id);
    expect(stored.exceptionalUnavailability[0]!.ownerType).toBe('DOCTOR');
  });

  it('accepts the all-day slot, adjacent slots and the same hours on another day', async () => {
    const doctor = await h.person(['DOCTOR']);
    const reply = await post('doctors', {
      defaultAvailability: [
        weekly(doctor.id, 6, '00:01', '23:59'),
        weekly(doctor.id, 2, '09:00', '12:00'),
        weekly(doctor.id, 2, '12:00', '14:00'),
        weekly(doctor.id, 3, '09:00', '12:00'),
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.defaultAvailability).toHaveLength(4);
  });

  it('accepts an exceptional slot over several days', async () => {
    const doctor = await h.person(['DOCTOR']);
    const reply = await post('doctors', {
      exceptionalUnavailability: [
        exceptional(doctor.id, '2026-12-20T23:01:00.000Z', '2026-12-27T22:59:00.000Z', 'Congés'),
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  });

  it("gives a slot without a zone its room's zone", async () => {
    const room = await h.room({ zoneId: 'America/New_York' });
    const reply = await post('rooms', { defaultAvailability: [weekly(room.id, 1, '09:00', '17:00')] });
    expect(reply.status).toBe(201);
    expect(times(reply.body.defaultAvailability)).toEqual(['1 09:00-17:00 America/New_York']);
  });

  it("checks a room's exceptional slot without a zone on the grid of the room's zone", async () => {
    const room = await h.room({ zoneId: 'Asia/Kathmandu' });
    const slot = (start: string, end: string) => ({ owner: room.id, interval: { start, end } });
    // Kathmandu is UTC+05:45: 09:00-11:00 local is 03:15Z-05:15Z.
    const kept = await post('rooms', {
      exceptionalAvailability: [slot('2026-12-01T03:15:00.000Z', '2026-12-01T05:15:00.000Z')],
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body.exceptionalAvailability[0]!.interval.zone).toBe('Asia/Kathmandu');
    const refused = await post('rooms', {
      exceptionalAvailability: [slot('2026-12-02T09:00:00.000Z', '2026-12-02T10:00:00.000Z')],
    });
    expect(code(refused)).toBe('schedule.availability.ten_minute_steps');
  });

  it('names every faulty slot of a refused body', async () => {
    const doctor = await h.person(['DOCTOR']);
    const reply = await post('doctors', {
      defaultAvailability: [
        weekly(doctor.id, 1, '09:00', '10:00'),
        weekly(doctor.id, 2, '09:05', '10:00'),
        weekly(doctor.id, 3, '11:00', '10:00'),
      ],
    });
    expect(reply.body).toMatchObject({
      messageCode: 'schedule.availability.ten_minute_steps',
      errors: [
        { messageCode: 'schedule.availability.ten_minute_steps', id: 'defaultAvailability/1' },
        { messageCode: 'schedule.availability.invalid_range', id: 'defaultAvailability/2' },
      ],
    });
  });

  it('lets exactly one of ten simultaneous identical weekly slots in', async () => {
    const doctor = await h.person(['DOCTOR']);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('doctors', { defaultAvailability: [weekly(doctor.id, 2, '09:00', '12:00')] }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect((await read('doctors', doctor.id)).defaultAvailability).toHaveLength(1);
  });

  describe('refusals store nothing', () => {
    let doctor: Person;
    beforeAll(async () => {
      doctor = await h.person(['DOCTOR']);
      expect(
        (await post('doctors', { defaultAvailability: [weekly(doctor.id, 4, '09:00', '12:00')] })).status,
      ).toBe(201);
    });
    const wellFormed = () =>
      exceptional(doctor.id, '2026-12-15T08:00:00.000Z', '2026-12-15T09:00:00.000Z', 'must not stay');

    const cases: [string, () => AvailabilityBody, number, string][] = [
      [
        'a weekly slot off the 10-minute grid',
        () => ({
          defaultAvailability: [weekly(doctor.id, 1, '09:05', '10:00')],
          exceptionalAvailability: [wellFormed()],
        }),
        400,
        'schedule.availability.ten_minute_steps',
      ],
      [
        'a weekly slot ending before it starts',
        () => ({
          defaultAvailability: [weekly(doctor.id, 1, '12:00', '09:00')],
          exceptionalAvailability: [wellFormed()],
        }),
        400,
        'schedule.availability.invalid_range',
      ],
      [
        'an exceptional slot off the 10-minute grid',
        () => ({
          exceptionalAvailability: [
            wellFormed(),
            exceptional(doctor.id, '2026-12-16T08:00:00.000Z', '2026-12-16T08:15:00.000Z'),
          ],
        }),
        400,
        'schedule.availability.ten_minute_steps',
      ],
      [
        'an exceptional slot ending before it starts',
        () => ({
          exceptionalAvailability: [wellFormed()],
          exceptionalUnavailability: [
            exceptional(doctor.id, '2026-12-16T10:00:00.000Z', '2026-12-16T08:00:00.000Z'),
          ],
        }),
        400,
        'schedule.availability.invalid_range',
      ],
      [
        'a slot in an unknown zone',
        () => ({
          defaultAvailability: [weekly(doctor.id, 1, '09:00', '10:00', 'Mars/Olympus')],
          exceptionalAvailability: [wellFormed()],
        }),
        400,
        'schedule.request.zone_invalid',
      ],
      [
        'a weekly slot overlapping a stored one',
        () => ({
          exceptionalAvailability: [wellFormed()],
          defaultAvailability: [weekly(doctor.id, 4, '11:00', '13:00')],
        }),
        409,
        'schedule.availability.default_overlap',
      ],
      [
        'two overlapping weekly slots in one call',
        () => ({
          exceptionalAvailability: [wellFormed()],
          defaultAvailability: [
            weekly(doctor.id, 5, '09:00', '12:00'),
            weekly(doctor.id, 5, '10:00', '11:00'),
          ],
        }),
        409,
        'schedule.availability.default_overlap',
      ],
      [
        'a slot of an unknown doctor',
        () => ({
          exceptionalAvailability: [wellFormed()],
          defaultAvailability: [weekly(uuidv7(), 1, '09:00', '10:00')],
        }),
        404,
        'schedule.availability.owner_missing',
      ],
    ];
    for (const [what, body, status, messageCode] of cases)
      it(`refuses ${what} with ${messageCode}`, async () => {
        const reply = await post('doctors', body());
        expect({ status: reply.status, code: code(reply) }, JSON.stringify(reply.body)).toEqual({
          status,
          code: messageCode,
        });
        const stored = await read('doctors', doctor.id);
        expect(times(stored.defaultAvailability)).toEqual(['4 09:00-12:00 Europe/Paris']);
        expect(stored.exceptionalAvailability).toEqual([]);
        expect(stored.exceptionalUnavailability).toEqual([]);
      });

    it('refuses a profile without the DOCTOR role and an unknown or deleted room with owner_missing', async () => {
      const manager = await h.person(['SECTOR_MANAGER']);
      const gone = await h.room();
      await h.publish(MaterialResourcesEvents.roomDeleted, {
        current: { ...gone, deleted: true },
        previous: gone,
      });
      for (const [path, owner] of [
        ['doctors', manager.id],
        ['rooms', uuidv7()],
        ['rooms', gone.id],
      ] as const) {
        const reply = await post(path, { defaultAvailability: [weekly(owner, 1, '09:00', '10:00')] });
        expect({ status: reply.status, code: code(reply) }).toEqual({
          status: 404,
          code: 'schedule.availability.owner_missing',
        });
      }
      const [row] = await h.service.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM default_availability WHERE owner_id = ANY($1::uuid[])',
        [[manager.id, gone.id]],
      );
      expect(row?.count).toBe(0);
    });
  });
});

describe('deleting slots', () => {
  let doctor: Person;
  let created: AvailabilityByOwner;
  beforeAll(async () => {
    doctor = await h.person(['DOCTOR']);
    created = (
      await post('doctors', {
        defaultAvailability: [weekly(doctor.id, 1, '09:00', '12:00'), weekly(doctor.id, 2, '09:00', '12:00')],
        exceptionalAvailability: [
          exceptional(doctor.id, '2026-12-05T08:00:00.000Z', '2026-12-05T11:00:00.000Z'),
        ],
        exceptionalUnavailability: [
          exceptional(doctor.id, '2026-12-07T08:00:00.000Z', '2026-12-07T11:00:00.000Z'),
        ],
      })
    ).body;
  });

  it('refuses an unknown id, an id of the wrong kind or of a room, and deletes none of the others', async () => {
    const room = await h.room();
    const roomSlot = (await post('rooms', { defaultAvailability: [weekly(room.id, 1, '09:00', '10:00')] }))
      .body;
    const weeklyId = created.defaultAvailability[0]!.id;
    for (const body of [
      { defaultAvailabilityIds: [weeklyId, uuidv7()] },
      {
        defaultAvailabilityIds: [weeklyId],
        exceptionalAvailabilityIds: [created.exceptionalUnavailability[0]!.id],
      },
      { exceptionalUnavailabilityIds: [weeklyId] },
      { defaultAvailabilityIds: [weeklyId, roomSlot.defaultAvailability[0]!.id] },
    ]) {
      const reply = await remove('doctors', body);
      expect({ status: reply.status, code: code(reply) }, JSON.stringify(body)).toEqual({
        status: 404,
        code: 'schedule.availability.slot_missing',
      });
    }
    expect((await read('doctors', doctor.id)).defaultAvailability).toHaveLength(2);
    expect((await read('rooms', room.id)).defaultAvailability).toHaveLength(1);
  });

  it('deletes the named slots of each kind and keeps the rest', async () => {
    const reply = await remove('doctors', {
      defaultAvailabilityIds: [created.defaultAvailability[0]!.id],
      exceptionalAvailabilityIds: [created.exceptionalAvailability[0]!.id],
      exceptionalUnavailabilityIds: [created.exceptionalUnavailability[0]!.id],
    });
    expect(reply.status).toBe(204);
    const stored = await read('doctors', doctor.id);
    expect(stored.defaultAvailability.map((slot) => slot.id)).toEqual([created.defaultAvailability[1]!.id]);
    expect(stored.exceptionalAvailability).toEqual([]);
    expect(stored.exceptionalUnavailability).toEqual([]);
  });
});

describe('availability.changed', () => {
  it('announces what a call added and removed, once per owner, and nothing for a refused call', async () => {
    const [first, second] = [await h.person(['DOCTOR']), await h.person(['DOCTOR'])];
    const added = await post('doctors', {
      defaultAvailability: [weekly(first.id, 1, '09:00', '12:00'), weekly(second.id, 1, '09:00', '12:00')],
      exceptionalAvailability: [
        exceptional(first.id, '2026-12-05T08:00:00.000Z', '2026-12-05T11:00:00.000Z'),
      ],
    });
    const about = (owner: string) => changes.filter((change) => change.owner === owner);
    await waitFor(
      'the events of the addition',
      () => about(first.id).length === 1 && about(second.id).length === 1,
    );
    expect(about(first.id)[0]).toEqual({
      ownerType: 'DOCTOR',
      owner: first.id,
      added: expect.arrayContaining([
        added.body.defaultAvailability[0]!.id,
        added.body.exceptionalAvailability[0]!.id,
      ]),
      removed: [],
    });
    expect(about(first.id)[0]!.added).toHaveLength(2);

    expect(
      (await post('doctors', { defaultAvailability: [weekly(first.id, 1, '10:00', '11:00')] })).status,
    ).toBe(409);
    await remove('doctors', { exceptionalAvailabilityIds: [added.body.exceptionalAvailability[0]!.id] });
    await waitFor('the event of the deletion', () => about(first.id).length >= 2);
    expect(about(first.id)).toHaveLength(2);
    expect(about(first.id)[1]).toEqual({
      ownerType: 'DOCTOR',
      owner: first.id,
      added: [],
      removed: [added.body.exceptionalAvailability[0]!.id],
    });
  });
});

describe('a new room with the default opening pattern', () => {
  it('opens Monday to Friday 09:00-12:00 and 14:00-19:00 in the room zone', async () => {
    const room = h.roomSnapshot({ zoneId: 'America/New_York' });
    await h.publish(MaterialResourcesEvents.roomCreated, { current: room, defaultOpeningPattern: true });
    const slots = (await read('rooms', room.id)).defaultAvailability;
    expect(times(slots)).toEqual(
      [1, 2, 3, 4, 5].flatMap((day) => [
        `${day} 09:00-12:00 America/New_York`,
        `${day} 14:00-19:00 America/New_York`,
      ]),
    );
    await waitFor('its event', () => changes.find((change) => change.owner === room.id));
  });

  it('survives a second delivery and slots made in between, without duplicates', async () => {
    const room = h.roomSnapshot();
    await h.publish(MaterialResourcesEvents.roomCreated, { current: room, defaultOpeningPattern: true });
    await remove('rooms', {
      defaultAvailabilityIds: [(await read('rooms', room.id)).defaultAvailability[0]!.id],
    });
    expect(
      (await post('rooms', { defaultAvailability: [weekly(room.id, 1, '08:00', '10:00')] })).status,
    ).toBe(201);
    await h.publish(MaterialResourcesEvents.roomCreated, { current: room, defaultOpeningPattern: true });
    expect(h.service.bus.deadLetters).toHaveLength(0);
    expect(times((await read('rooms', room.id)).defaultAvailability)).toEqual([
      '1 08:00-10:00 Europe/Paris',
      '1 14:00-19:00 Europe/Paris',
      ...[2, 3, 4, 5].flatMap((day) => [
        `${day} 09:00-12:00 Europe/Paris`,
        `${day} 14:00-19:00 Europe/Paris`,
      ]),
    ]);
  });

  it('leaves a room created without it closed', async () => {
    const room = await h.room();
    expect((await read('rooms', room.id)).defaultAvailability).toEqual([]);
  });
});
