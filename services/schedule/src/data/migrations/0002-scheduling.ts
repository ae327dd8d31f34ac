import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Availability, appointments and calendar feeds. Written by hand: TypeORM's generator drops exclusion
 * constraints (docs/scheduling-rules.md#no-overlaps), and `test/schema.int.test.ts` checks that they exist.
 */
export class ScheduleScheduling1797000000002 implements MigrationInterface {
  name = 'ScheduleScheduling1797000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    // A range of wall-clock times, for the "weekly slots never overlap" constraint.
    await db.query('CREATE TYPE timerange AS RANGE (subtype = time)');

    // Replica additions: contacts shown in appointment details; the distributor's open/closed state.
    await db.query(`ALTER TABLE person ADD COLUMN phone varchar(32) NULL`);
    await db.query(`ALTER TABLE sector ADD COLUMN closed boolean NOT NULL DEFAULT false`);
    await db.query(`ALTER TABLE sector ADD COLUMN closed_at timestamptz NULL`);

    // Weekly slots: local wall-clock times in zone_id, expanded per date.
    await db.query(`
      CREATE TABLE default_availability (
        id uuid PRIMARY KEY,
        owner_type varchar(6) NOT NULL CHECK (owner_type IN ('DOCTOR', 'ROOM')),
        owner_id uuid NOT NULL,
        day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 1 AND 7),
        start_time time NOT NULL,
        end_time time NOT NULL,
        zone_id varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (start_time < end_time),
        CONSTRAINT default_availability_no_overlap
          EXCLUDE USING gist (owner_id WITH =, day_of_week WITH =, timerange(start_time, end_time) WITH &&)
      )`);

    // Exceptional slots: available = true (green) or false (red), between two instants.
    await db.query(`
      CREATE TABLE exceptional_slot (
        id uuid PRIMARY KEY,
        owner_type varchar(6) NOT NULL CHECK (owner_type IN ('DOCTOR', 'ROOM')),
        owner_id uuid NOT NULL,
        available boolean NOT NULL,
        start_time timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        zone_id varchar(64) NOT NULL,
        comment varchar(255) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (start_time < end_time)
      )`);
    await db.query(
      'CREATE INDEX exceptional_slot_owner_period_idx ON exceptional_slot USING gist (owner_id, tstzrange(start_time, end_time))',
    );

    // The availability of one owner within [p_from, p_to): the weekly slots expanded per local date in their own
    // zone (so 09:00 stays 09:00 local across DST changes), plus the exceptional availability, minus the
    // exceptional unavailability. Appointments are not subtracted: callers take `busy` from the appointment table.
    await db.query(`
      CREATE FUNCTION owner_availability(p_owner uuid, p_from timestamptz, p_to timestamptz)
      RETURNS tstzmultirange LANGUAGE sql STABLE PARALLEL SAFE AS $$
        WITH weekly AS (
          SELECT tstzrange((d::date + da.start_time) AT TIME ZONE da.zone_id,
                           (d::date + da.end_time) AT TIME ZONE da.zone_id) AS r
          FROM default_availability da
          CROSS JOIN LATERAL generate_series(
            ((p_from AT TIME ZONE da.zone_id)::date - 1)::timestamp,
            ((p_to AT TIME ZONE da.zone_id)::date + 1)::timestamp,
            interval '1 day') AS d
          WHERE da.owner_id = p_owner AND extract(isodow FROM d)::int = da.day_of_week
        ),
        exceptional AS (
          SELECT available, tstzrange(start_time, end_time) AS r
          FROM exceptional_slot
          WHERE owner_id = p_owner AND tstzrange(start_time, end_time) && tstzrange(p_from, p_to)
        )
        SELECT (
          coalesce((SELECT range_agg(r) FROM (SELECT r FROM weekly UNION ALL
                                              SELECT r FROM exceptional WHERE available) AS plus),
                   '{}'::tstzmultirange)
          - coalesce((SELECT range_agg(r) FROM exceptional WHERE NOT available), '{}'::tstzmultirange)
        ) * tstzmultirange(tstzrange(p_from, p_to))
      $$`);

    // Appointments. end_time = start + consultation + preparation: the room and the doctor are both held for
    // it; consultation_end = start + consultation is what the doctor's calendar shows.
    await db.query(`
      CREATE TABLE appointment (
        id uuid PRIMARY KEY,
        room_id uuid NOT NULL,
        sector_id uuid NOT NULL,
        doctor_id uuid NOT NULL,
        patient_id uuid NOT NULL,
        start_time timestamptz NOT NULL,
        consultation_end timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        zone_id varchar(64) NOT NULL,
        paid boolean NOT NULL DEFAULT false,
        comment varchar(150) NULL,
        from_c15 boolean NOT NULL DEFAULT false,
        no_treating_doctor boolean NOT NULL DEFAULT false,
        treating_doctor_not_available boolean NOT NULL DEFAULT false,
        canceled boolean NOT NULL DEFAULT false,
        cancel_motive varchar(255) NULL,
        absent_patient boolean NOT NULL DEFAULT false,
        canceled_at timestamptz NULL,
        deleted boolean NOT NULL DEFAULT false,
        created_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (start_time < consultation_end AND consultation_end <= end_time),
        CONSTRAINT appointment_doctor_no_overlap
          EXCLUDE USING gist (doctor_id WITH =, tstzrange(start_time, end_time) WITH &&)
          WHERE (NOT canceled AND NOT deleted),
        CONSTRAINT appointment_room_no_overlap
          EXCLUDE USING gist (room_id WITH =, tstzrange(start_time, end_time) WITH &&)
          WHERE (NOT canceled AND NOT deleted)
      )`);
    await db.query('CREATE INDEX appointment_room_start_idx ON appointment (room_id, start_time)');
    await db.query('CREATE INDEX appointment_doctor_start_idx ON appointment (doctor_id, start_time)');
    await db.query('CREATE INDEX appointment_sector_start_idx ON appointment (sector_id, start_time)');
    await db.query('CREATE INDEX appointment_patient_start_idx ON appointment (patient_id, start_time)');
    await db.query('CREATE INDEX appointment_start_idx ON appointment (start_time)');

    // iCalendar subscriptions: only a hash of the secret is kept; revoking sets revoked_at.
    await db.query(`
      CREATE TABLE calendar_feed (
        id uuid PRIMARY KEY,
        owner_type varchar(6) NOT NULL CHECK (owner_type IN ('DOCTOR', 'ROOM')),
        owner_id uuid NOT NULL,
        secret_hash bytea NOT NULL UNIQUE,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz NULL
      )`);
    await db.query('CREATE INDEX calendar_feed_owner_idx ON calendar_feed (owner_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['calendar_feed', 'appointment']) await db.query(`DROP TABLE ${table}`);
    await db.query('DROP FUNCTION owner_availability(uuid, timestamptz, timestamptz)');
    for (const table of ['exceptional_slot', 'default_availability']) await db.query(`DROP TABLE ${table}`);
    await db.query('ALTER TABLE sector DROP COLUMN closed_at');
    await db.query('ALTER TABLE sector DROP COLUMN closed');
    await db.query('ALTER TABLE person DROP COLUMN phone');
    await db.query('DROP TYPE timerange');
  }
}
