import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectorSnapshot } from '@teleplan/proto/material-resources';
import { code, startSchedule, type Harness, type Reply } from './harness.ts';
import { overlaps, utc } from './appointment-world.ts';

/**
 * 50 bookings fired at once that conflict with each other: PostgreSQL's exclusion constraints, not a check
 * before the insert, decide; exactly one booking wins each conflict and the others get its 409 code. Each
 * booking has its own patient unless the patient is what is contended.
 */
let h: Harness;
let sector: SectorSnapshot;

/** `n` doctors or rooms of the sector, written straight into the replicas, available every day all day. */
async function owners(kind: 'DOCTOR' | 'ROOM', n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => uuidv7());
  const db = h.service.dataSource;
  if (kind === 'DOCTOR') {
    await db.query(
      `INSERT INTO person (id, first_name, last_name, email, roles, enabled)
       SELECT id, 'Paul', 'Durand', '', '{DOCTOR}', true FROM unnest($1::uuid[]) id`,
      [ids],
    );
    await db.query('INSERT INTO sector_doctor (sector_id, doctor_id) SELECT $1, unnest($2::uuid[])', [
      sector.id,
      ids,
    ]);
  } else {
    await db.query(
      `INSERT INTO room (id, name, enabled, deleted, virtual, zone_id, changed_at)
       SELECT id, 'Salle', true, false, false, 'Europe/Paris', now() FROM unnest($1::uuid[]) id`,
      [ids],
    );
    await db.query('INSERT INTO room_sector (room_id, sector_id) SELECT unnest($2::uuid[]), $1', [
      sector.id,
      ids,
    ]);
  }
  await db.query(
    `INSERT INTO default_availability (id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id)
     SELECT gen_random_uuid(), $1, o, d, '00:00', '23:50', 'UTC' FROM unnest($2::uuid[]) o, generate_series(1, 7) d`,
    [kind, ids],
  );
  return ids;
}

/** `n` patients written straight into the people replica (no account, so no staff role). */
async function patients(n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => uuidv7());
  await h.service.dataSource.query(
    `INSERT INTO person (id, first_name, last_name, email, roles, enabled)
     SELECT id, 'Lucie', 'Petit', '', '{}', true FROM unnest($1::uuid[]) id`,
    [ids],
  );
  return ids;
}

function fire(
  pairs: { doctor: string; room: string; patient: string | undefined }[],
  startTime: string,
): Promise<Reply[]> {
  return Promise.all(
    pairs.map(({ doctor, room, patient }) =>
      h.call('POST', '/appointments?withDetails=false', h.admin, {
        room,
        doctor,
        sector: sector.id,
        patient,
        startTime,
      }),
    ),
  );
}

const tally = (replies: Reply[]) =>
  replies.reduce<Record<string, number>>((counts, reply) => {
    const key = reply.status === 201 ? 'booked' : `${reply.status} ${code(reply)}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

beforeAll(async () => {
  h = await startSchedule();
  sector = await h.sector();
});
afterAll(async () => h?.close());

describe('50 concurrent conflicting bookings', () => {
  it('books one of 50 bookings of the same doctor at the same time in 50 rooms', async () => {
    const [doctor] = await owners('DOCTOR', 1);
    const rooms = await owners('ROOM', 50);
    const replies = await fire(
      (await patients(50)).map((who, k) => ({ doctor: doctor!, room: rooms[k]!, patient: who })),
      utc(2, 9),
    );
    expect(tally(replies)).toEqual({ booked: 1, '409 schedule.appointment.doctor_conflict': 49 });
    expect(await overlaps(h)).toBe(0);
  });

  it('books one of 50 bookings of the same room, each overlapping the others, by 50 doctors', async () => {
    const [room] = await owners('ROOM', 1);
    const doctors = await owners('DOCTOR', 50);
    const who = await patients(50);
    // Starts 09:00 and 09:10 alternate: every pair overlaps (20 minutes each, preparation included).
    const replies = await Promise.all([
      fire(
        doctors.slice(0, 25).map((doctor, k) => ({ doctor, room: room!, patient: who[k] })),
        utc(3, 9),
      ),
      fire(
        doctors.slice(25).map((doctor, k) => ({ doctor, room: room!, patient: who[k + 25] })),
        utc(3, 9, 10),
      ),
    ]);
    expect(tally(replies.flat())).toEqual({ booked: 1, '409 schedule.appointment.room_conflict': 49 });
    expect(await overlaps(h)).toBe(0);
  });

  it('books exactly one appointment per doctor when 5 doctors are crossed with 10 rooms', async () => {
    const doctors = await owners('DOCTOR', 5);
    const rooms = await owners('ROOM', 10);
    // One patient per booking: only the doctors and the rooms are contended here.
    const who = await patients(doctors.length * rooms.length);
    const pairs = doctors.flatMap((doctor, d) =>
      rooms.map((room, r) => ({ doctor, room, patient: who[d * rooms.length + r] })),
    );
    const replies = await fire(pairs, utc(4, 9));
    const counts = tally(replies);
    expect(counts.booked).toBe(5);
    expect(
      (counts['409 schedule.appointment.doctor_conflict'] ?? 0) +
        (counts['409 schedule.appointment.room_conflict'] ?? 0),
    ).toBe(45);
    const winners = await h.service.dataSource.query<{ doctors: number; rooms: number; n: number }[]>(
      `SELECT count(DISTINCT doctor_id)::int AS doctors, count(DISTINCT room_id)::int AS rooms, count(*)::int AS n
         FROM appointment WHERE doctor_id = ANY($1::uuid[])`,
      [doctors],
    );
    expect(winners[0]).toEqual({ doctors: 5, rooms: 5, n: 5 });
    expect(await overlaps(h)).toBe(0);
  });

  it('books one of 10 bookings of the same patient at overlapping times with 10 doctors in 10 rooms', async () => {
    const doctors = await owners('DOCTOR', 10);
    const rooms = await owners('ROOM', 10);
    const [who] = await patients(1);
    await h.service.dataSource.query(
      `INSERT INTO doctor_properties (doctor_id, consultation_duration, appointment_notice)
       SELECT unnest($1::uuid[]), 20, ''`,
      [doctors],
    );
    // Starts 09:00 and 09:10: every pair of consultations (20 minutes each) overlaps.
    const replies = await Promise.all([
      fire(
        doctors.slice(0, 5).map((doctor, k) => ({ doctor, room: rooms[k]!, patient: who })),
        utc(5, 9),
      ),
      fire(
        doctors.slice(5).map((doctor, k) => ({ doctor, room: rooms[k + 5]!, patient: who })),
        utc(5, 9, 10),
      ),
    ]);
    expect(tally(replies.flat())).toEqual({ booked: 1, '409 schedule.appointment.patient_conflict': 9 });
    const [live] = await h.service.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM appointment WHERE patient_id = $1 AND NOT canceled AND NOT deleted',
      [who],
    );
    expect(live!.n).toBe(1);
  });
});
