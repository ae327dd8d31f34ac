import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
