import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_DAYS, DEFAULT_OPENING_PATTERN } from '@teleplan/proto/schedule-availability';
import { DEMO_STAFF } from '../seed/demo-data.ts';
import { DEMO_AVAILABILITY_PATTERNS, patternFor } from '../seed/demo-availability.ts';
import { DEMO_SECTORS } from '../seed/demo-practices.ts';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The demo doctors in the order the seeder gives them their patterns. */
const doctors = DEMO_STAFF.filter((person) => person.roles.includes('DOCTOR')).map((person) => person.email);

describe('the demo availability', () => {
  it("has, in every sector, a doctor for each 10 minutes of the rooms' weekday opening", () => {
    for (const sector of DEMO_SECTORS) {
      const patterns = sector.doctorEmails.map((email) => patternFor(doctors.indexOf(email)));
      for (const day of DEFAULT_OPENING_DAYS)
        for (const opening of DEFAULT_OPENING_PATTERN)
          for (let step = minutes(opening.start); step < minutes(opening.end); step += 10) {
            const present = patterns.some((pattern) =>
              pattern.weekly.some(
                (hours) =>
                  hours.days.includes(day) && minutes(hours.start) <= step && step + 10 <= minutes(hours.end),
              ),
            );
            expect(present, `${sector.name}, day ${day}, minute ${step}`).toBe(true);
          }
    }
  });

  it('varies: mornings only, afternoons only, and Saturday mornings appear', () => {
    const weekly = DEMO_AVAILABILITY_PATTERNS.map((pattern) => pattern.weekly);
    expect(weekly.some((hours) => hours.every((slot) => minutes(slot.end) <= 12 * 60))).toBe(true);
    expect(weekly.some((hours) => hours.every((slot) => minutes(slot.start) >= 13 * 60))).toBe(true);
    expect(
      weekly.filter((hours) => hours.some((slot) => slot.days.includes(6))).length,
    ).toBeGreaterThanOrEqual(1);
  });
});
