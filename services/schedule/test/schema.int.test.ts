import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSchedule, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSchedule();
});
afterAll(async () => h?.close());

describe('appointment table', () => {
  it('holds the two exclusion constraints against double booking, canceled and deleted rows excluded', async () => {
    const rows = await h.service.dataSource.query<{ name: string; definition: string }[]>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'appointment'::regclass AND contype = 'x' ORDER BY conname`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'appointment_doctor_no_overlap',
      'appointment_room_no_overlap',
    ]);
    for (const [row, owner] of [
      [rows[0]!, 'doctor_id'],
      [rows[1]!, 'room_id'],
    ] as const) {
      expect(row.definition).toContain(
        `EXCLUDE USING gist (${owner} WITH =, tstzrange(start_time, end_time) WITH &&)`,
      );
      expect(row.definition).toContain('WHERE (((NOT canceled) AND (NOT deleted)))');
    }
  });
});
