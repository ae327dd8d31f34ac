import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appointments as JSON (the API and the events share one shape, built where the row is) and the time of the
 * last opening change of a sector (licenses' sector.closed / sector.opened may arrive out of order).
 */
export class ScheduleAppointments1797000000004 implements MigrationInterface {
  name = 'ScheduleAppointments1797000000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sector ADD COLUMN opening_changed_at timestamptz NULL`);
    // An instant on the wire: ISO 8601 in UTC with milliseconds (proto's Instant).
    await db.query(`
      CREATE FUNCTION instant_text(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      $$`);
    // proto's AppointmentSchema.
    await db.query(`
      CREATE FUNCTION appointment_json(a appointment) RETURNS jsonb LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT jsonb_build_object(
          'id', a.id, 'room', a.room_id, 'sector', a.sector_id, 'doctor', a.doctor_id, 'patient', a.patient_id,
          'startTime', instant_text(a.start_time), 'zone', a.zone_id,
          'interval', jsonb_build_object('start', instant_text(a.start_time), 'end', instant_text(a.end_time),
                                         'zone', a.zone_id),
          'consultationInterval', jsonb_build_object('start', instant_text(a.start_time),
                                                     'end', instant_text(a.consultation_end), 'zone', a.zone_id),
          'paid', a.paid, 'comment', a.comment, 'fromC15', a.from_c15, 'noTreatingDoctor', a.no_treating_doctor,
          'treatingDoctorNotAvailable', a.treating_doctor_not_available, 'canceled', a.canceled,
          'cancelMotive', a.cancel_motive, 'absentPatient', a.absent_patient, 'deleted', a.deleted,
          'createdAt', instant_text(a.created_at), 'updatedAt', instant_text(a.updated_at))
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION appointment_json(appointment)');
    await db.query('DROP FUNCTION instant_text(timestamptz)');
    await db.query('ALTER TABLE sector DROP COLUMN opening_changed_at');
  }
}
