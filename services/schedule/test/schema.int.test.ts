import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { SchedulePatientNoOverlap1797000000008 } from '../src/data/migrations/0008-patient-no-overlap.ts';
import { startSchedule, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSchedule();
});
afterAll(async () => h?.close());

describe('appointment table', () => {
  it('holds the three exclusion constraints against double booking, canceled and deleted rows excluded', async () => {
    const rows = await h.service.dataSource.query<{ name: string; definition: string }[]>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'appointment'::regclass AND contype = 'x' ORDER BY conname`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'appointment_doctor_no_overlap',
      'appointment_patient_no_overlap',
      'appointment_room_no_overlap',
    ]);
    // A doctor and a room are held for the interval, preparation included; a patient for the consultation.
    for (const [row, owner, end] of [
      [rows[0]!, 'doctor_id', 'end_time'],
      [rows[1]!, 'patient_id', 'consultation_end'],
      [rows[2]!, 'room_id', 'end_time'],
    ] as const) {
      expect(row.definition).toContain(
        `EXCLUDE USING gist (${owner} WITH =, tstzrange(start_time, ${end}) WITH &&)`,
      );
      expect(row.definition).toContain('WHERE (((NOT canceled) AND (NOT deleted)))');
    }
  });

  it("names the patient's overlapping appointments instead of adding the patient constraint over them", async () => {
    const db = h.service.dataSource;
    const [sector, room, doctor, patient] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('ALTER TABLE appointment DROP CONSTRAINT appointment_patient_no_overlap');
      const insert = (id: string, start: string) =>
        runner.query(
          `INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end,
             end_time, zone_id)
           VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz + interval '10 minutes',
             $6::timestamptz + interval '20 minutes', 'UTC')`,
          [id, room, sector, doctor, patient, start],
        );
      const [first, second] = [uuidv7(), uuidv7()];
      // One doctor and room for both rows: the other constraints go too (all rolled back after the test).
      await runner.query('ALTER TABLE appointment DROP CONSTRAINT appointment_doctor_no_overlap');
      await runner.query('ALTER TABLE appointment DROP CONSTRAINT appointment_room_no_overlap');
      await insert(first, '2026-05-04T09:00:00Z');
      await insert(second, '2026-05-04T09:05:00Z');
      await expect(new SchedulePatientNoOverlap1797000000008().up(runner)).rejects.toThrow(
        `${first} and ${second}`,
      );
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
