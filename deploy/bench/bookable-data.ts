import pg from 'pg';

/*
 * One busy practice for the bookable-timeline benchmark, written straight into the schedule service's database
 * of the benchmark's own platform (`<pgUrl>/teleplan_schedule`), like `bulk-data.ts` does for the lists: a sector
 * of 50 doctors and 20 rooms, realistic weekly availability, some exceptional slots and appointments over the
 * next 31 days. The rows follow the schedule schema (replicas sector, person, room, their links; properties,
 * default_availability, exceptional_slot, appointment) and are never announced as events.
 */

export interface BookableCounts {
  doctors: number;
  rooms: number;
}

export const BOOKABLE: BookableCounts = { doctors: 50, rooms: 20 };

export interface BookablePractice {
  sectorId: string;
  roomIds: string[];
  appointments: number;
}

/**
 * Rooms open Monday to Friday 09:00-12:00 and 14:00-19:00 (the default opening pattern); each doctor works three
 * half-days a week (08:30-12:30 or 13:30-18:30) and one in five also on Saturday morning; consultations of 10, 20
 * or 30 minutes; one doctor in ten away for a week, one room in five with an extra Saturday afternoon. Appointments
 * every 40 minutes in each room on working days, skipped where the doctor or the room is already held (the
 * exclusion constraints decide, `ON CONFLICT DO NOTHING`).
 */
export async function insertBookablePractice(
  scheduleDatabaseUrl: string,
  counts: BookableCounts = BOOKABLE,
): Promise<BookablePractice> {
  const client = new pg.Client({ connectionString: scheduleDatabaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const [sector] = (
      await client.query<{ id: string }>(
        `INSERT INTO sector (id, name, enabled, manager_id, changed_at)
         VALUES (gen_random_uuid(), 'Cabinet de banc d''essai', true, NULL, now()) RETURNING id`,
      )
    ).rows;
    const sectorId = sector!.id;
    const doctors = (
      await client.query<{ id: string; n: number }>(
        `INSERT INTO person (id, first_name, last_name, email, roles, enabled)
         SELECT gen_random_uuid(), 'Médecin', 'Banc ' || i, 'bench.doctor.' || i || '@bench.teleplan.test',
                '{DOCTOR}', true
           FROM generate_series(1, $1::int) AS i
         RETURNING id, substring(last_name FROM 6)::int AS n`,
        [counts.doctors],
      )
    ).rows;
    const doctorIds = doctors.map((d) => d.id);
    await client.query('INSERT INTO sector_doctor (sector_id, doctor_id) SELECT $1, unnest($2::uuid[])', [
      sectorId,
      doctorIds,
    ]);
    await client.query(
      `INSERT INTO doctor_properties (doctor_id, consultation_duration)
       SELECT id, (ARRAY[10, 20, 30])[1 + n % 3] FROM unnest($1::uuid[], $2::int[]) AS d(id, n)`,
      [doctorIds, doctors.map((d) => d.n)],
    );
    // Three half-days a week: days n, n + 2 and n + 3 (mod 5), mornings for even doctors, afternoons for odd.
    await client.query(
      `INSERT INTO default_availability (id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id)
       SELECT gen_random_uuid(), 'DOCTOR', d.id, 1 + (d.n + shift) % 5,
              CASE WHEN d.n % 2 = 0 THEN time '08:30' ELSE time '13:30' END,
              CASE WHEN d.n % 2 = 0 THEN time '12:30' ELSE time '18:30' END, 'Europe/Paris'
         FROM unnest($1::uuid[], $2::int[]) AS d(id, n) CROSS JOIN unnest(ARRAY[0, 2, 3]) AS shift
       UNION ALL
       SELECT gen_random_uuid(), 'DOCTOR', d.id, 6, time '09:00', time '12:00', 'Europe/Paris'
         FROM unnest($1::uuid[], $2::int[]) AS d(id, n) WHERE d.n % 5 = 0`,
      [doctorIds, doctors.map((d) => d.n)],
    );
    await client.query(
      `INSERT INTO exceptional_slot (id, owner_type, owner_id, available, start_time, end_time, zone_id, comment)
       SELECT gen_random_uuid(), 'DOCTOR', d.id, false, now() + interval '7 days', now() + interval '14 days',
              'Europe/Paris', 'Congés'
         FROM unnest($1::uuid[], $2::int[]) AS d(id, n) WHERE d.n % 10 = 1`,
      [doctorIds, doctors.map((d) => d.n)],
    );
    const rooms = (
      await client.query<{ id: string; n: number }>(
        `INSERT INTO room (id, name, enabled, deleted, virtual, zone_id, changed_at)
         SELECT gen_random_uuid(), 'Salle de banc ' || i, true, false, false, 'Europe/Paris', now()
           FROM generate_series(1, $1::int) AS i
         RETURNING id, substring(name FROM 15)::int AS n`,
        [counts.rooms],
      )
    ).rows;
    const roomIds = rooms.map((r) => r.id);
    await client.query('INSERT INTO room_sector (room_id, sector_id) SELECT unnest($2::uuid[]), $1', [
      sectorId,
      roomIds,
    ]);
    await client.query('UPDATE room SET favorite_sector_id = $1 WHERE id = ANY ($2::uuid[])', [
      sectorId,
      roomIds,
    ]);
    await client.query('INSERT INTO room_properties (room_id, prep_duration) SELECT unnest($1::uuid[]), 10', [
      roomIds,
    ]);
    await client.query(
      `INSERT INTO default_availability (id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id)
       SELECT gen_random_uuid(), 'ROOM', r.id, day, hours.s, hours.e, 'Europe/Paris'
         FROM unnest($1::uuid[]) AS r(id)
        CROSS JOIN generate_series(1, 5) AS day
        CROSS JOIN (VALUES (time '09:00', time '12:00'), (time '14:00', time '19:00')) AS hours(s, e)`,
      [roomIds],
    );
    await client.query(
      `INSERT INTO exceptional_slot (id, owner_type, owner_id, available, start_time, end_time, zone_id, comment)
       SELECT gen_random_uuid(), 'ROOM', r.id, true,
              (date_trunc('week', now() AT TIME ZONE 'Europe/Paris') + interval '12 days 14 hours')
                AT TIME ZONE 'Europe/Paris',
              (date_trunc('week', now() AT TIME ZONE 'Europe/Paris') + interval '12 days 18 hours')
                AT TIME ZONE 'Europe/Paris', 'Europe/Paris', 'Samedi exceptionnel'
         FROM unnest($1::uuid[], $2::int[]) AS r(id, n) WHERE r.n % 5 = 0`,
      [roomIds, rooms.map((r) => r.n)],
    );
    const booked = await client.query(
      `INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end,
                                end_time, zone_id)
       SELECT gen_random_uuid(), r.id, $1, ($3::uuid[])[1 + (r.n + 3 * k + day) % cardinality($3::uuid[])],
              gen_random_uuid(), t, t + interval '20 minutes', t + interval '30 minutes', 'Europe/Paris'
         FROM unnest($2::uuid[], $4::int[]) AS r(id, n)
        CROSS JOIN generate_series(1, 31) AS day
        CROSS JOIN generate_series(0, 10) AS k
        CROSS JOIN LATERAL (SELECT ((date_trunc('day', now() AT TIME ZONE 'Europe/Paris') + day * interval '1 day'
                                     + interval '9 hours' + k * interval '40 minutes')
                                    + CASE WHEN k > 4 THEN interval '2 hours' ELSE interval '0' END)
                                   AT TIME ZONE 'Europe/Paris' AS t) AS start
        WHERE extract(isodow FROM t AT TIME ZONE 'Europe/Paris') <= 5 AND (r.n + k + day) % 3 = 0
       ON CONFLICT DO NOTHING`,
      [sectorId, roomIds, doctorIds, rooms.map((r) => r.n)],
    );
    await client.query('COMMIT');
    await client.query(
      'ANALYZE appointment; ANALYZE default_availability; ANALYZE exceptional_slot; ANALYZE sector_doctor',
    );
    return { sectorId, roomIds, appointments: booked.rowCount ?? 0 };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
