import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read model (docs/statistics.md#read-model): appointment facts and their hourly rollups per scope, the
 * evaluations, the resources replicas, the available minutes per owner and hour, and the rebuild's state. The
 * rebuild copies every table but `read_model_state` into the `rebuild` schema (LIKE ... INCLUDING ALL), fills the
 * copies from the owners' exports and swaps them in: keep these names stable.
 */
export class IndicatorsSchema1797000000001 implements MigrationInterface {
  name = 'IndicatorsSchema1797000000001';

  async up(db: QueryRunner): Promise<void> {
    // One row per appointment as its newest event (or the export) carries it; room_type_id is the room's at apply time.
    await db.query(`
      CREATE TABLE appointment_fact (
        id uuid PRIMARY KEY,
        doctor_id uuid NOT NULL,
        room_id uuid NOT NULL,
        sector_id uuid NOT NULL,
        room_type_id uuid NULL,
        patient_id uuid NOT NULL,
        start_time timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        canceled boolean NOT NULL,
        absent boolean NOT NULL,
        paid boolean NOT NULL,
        from_c15 boolean NOT NULL,
        no_treating_doctor boolean NOT NULL,
        treating_doctor_not_available boolean NOT NULL,
        deleted boolean NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX appointment_fact_start ON appointment_fact (start_time)');
    await db.query('CREATE INDEX appointment_fact_doctor ON appointment_fact (doctor_id, start_time)');
    await db.query('CREATE INDEX appointment_fact_room ON appointment_fact (room_id, start_time)');
    await db.query('CREATE INDEX appointment_fact_sector ON appointment_fact (sector_id, start_time)');
    // Counters per scope (kind G global, D doctor, R room, S sector, T room type) and UTC hour: the counts by the
    // hour the appointments start, booked_minutes by the hour their interval holds.
    await db.query(`
      CREATE TABLE stat_hour (
        kind char(1) NOT NULL,
        scope_id uuid NOT NULL,
        hour timestamptz NOT NULL,
        total integer NOT NULL DEFAULT 0,
        canceled integer NOT NULL DEFAULT 0,
        absent integer NOT NULL DEFAULT 0,
        live integer NOT NULL DEFAULT 0,
        live_unpaid integer NOT NULL DEFAULT 0,
        no_treating_doctor integer NOT NULL DEFAULT 0,
        treating_doctor_not_available integer NOT NULL DEFAULT 0,
        c15 integer NOT NULL DEFAULT 0,
        booked_minutes integer NOT NULL DEFAULT 0,
        PRIMARY KEY (kind, scope_id, hour)
      )`);
    // How many appointments each patient has in each scope (the overall statistics' patients without a range).
    await db.query(`
      CREATE TABLE scope_patient (
        kind char(1) NOT NULL,
        scope_id uuid NOT NULL,
        patient_id uuid NOT NULL,
        appointments integer NOT NULL,
        PRIMARY KEY (kind, scope_id, patient_id)
      )`);
    await db.query(`
      CREATE TABLE evaluation (
        appointment_id uuid PRIMARY KEY,
        doctor_id uuid NOT NULL,
        room_id uuid NOT NULL,
        sector_id uuid NOT NULL,
        submitted_at timestamptz NOT NULL,
        responsiveness smallint NOT NULL,
        problem_resolution smallint NOT NULL,
        smooth_execution smallint NOT NULL,
        pleasant_reception smallint NOT NULL,
        pleasant_consultation smallint NOT NULL,
        next_appointment smallint NOT NULL,
        sufficient_document smallint NOT NULL
      )`);
    await db.query('CREATE INDEX evaluation_submitted ON evaluation (submitted_at)');
    // Replicas of material-resources (newest snapshot wins: changed_at, event_id).
    await db.query(`
      CREATE TABLE room (
        id uuid PRIMARY KEY,
        room_type_id uuid NULL,
        manager_id uuid NULL,
        user_ids uuid[] NOT NULL DEFAULT '{}',
        sector_ids uuid[] NOT NULL DEFAULT '{}',
        deleted boolean NOT NULL DEFAULT false,
        changed_at timestamptz NULL,
        event_id uuid NULL
      )`);
    await db.query(`
      CREATE TABLE sector (
        id uuid PRIMARY KEY,
        manager_id uuid NULL,
        doctor_ids uuid[] NOT NULL DEFAULT '{}',
        changed_at timestamptz NULL,
        event_id uuid NULL
      )`);
    await db.query(`
      CREATE TABLE room_type (
        id uuid PRIMARY KEY,
        changed_at timestamptz NULL,
        event_id uuid NULL
      )`);
    // Minutes each owner (room or doctor) is available within a UTC hour, as schedule's export answers them.
    await db.query(`
      CREATE TABLE available_hour (
        owner_id uuid NOT NULL,
        owner_type varchar(6) NOT NULL,
        hour timestamptz NOT NULL,
        minutes smallint NOT NULL,
        PRIMARY KEY (owner_id, hour)
      )`);
    await db.query('CREATE INDEX available_hour_hour ON available_hour (hour)');
    // The one row telling what the model answering now is and whether a rebuild runs.
    await db.query(`
      CREATE TABLE read_model_state (
        id smallint PRIMARY KEY CHECK (id = 1),
        state varchar(10) NOT NULL,
        built_at timestamptz NULL,
        started_at timestamptz NULL,
        last_error text NULL
      )`);
    await db.query(`INSERT INTO read_model_state (id, state) VALUES (1, 'READY')`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'read_model_state',
      'available_hour',
      'room_type',
      'sector',
      'room',
      'evaluation',
      'scope_patient',
      'stat_hour',
      'appointment_fact',
    ])
      await db.query(`DROP TABLE ${table}`);
  }
}
