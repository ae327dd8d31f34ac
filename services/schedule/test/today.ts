import { afterAll, beforeAll } from 'vitest';

/**
 * The instant the schedule tests take as now: Wednesday 10 June 2026, 09:43:20 in Paris. An ordinary working
 * morning far from a DST change or a month end, and off the 10-minute grid, so that "the step in progress" and
 * "the next step" differ. The hard days are in TODAYS.
 */
export const PINNED_NOW = '2026-06-10T07:43:20.000Z';

/**
 * The "todays" the date-sensitive suites run for: every weekday (in UTC), late evenings UTC that are already the
 * next day in Paris, a month end, and both days Europe/Paris changes its clocks, on each side of the change.
 */
export const TODAYS = [
  '2026-06-08T22:35:00.000Z', // Monday, 00:35 Tuesday in Paris
  '2026-06-09T07:43:20.000Z', // Tuesday morning
  '2026-06-10T12:00:00.000Z', // Wednesday noon, on the 10-minute grid
  '2026-06-11T23:55:00.000Z', // Thursday, 01:55 Friday in Paris
  '2026-06-12T16:20:00.000Z', // Friday afternoon
  '2026-01-31T22:30:00.000Z', // Saturday, 23:30 in Paris, the last day of January (winter time)
  '2026-06-14T09:05:00.000Z', // Sunday morning
  '2026-03-28T23:30:00.000Z', // 00:30 in Paris on Sunday 29 March, before the change to summer time
  '2026-03-29T01:10:00.000Z', // 03:10 in Paris, just after it (02:00-03:00 does not exist)
  '2026-10-25T00:30:00.000Z', // 02:30 summer time in Paris on Sunday 25 October, before the change to winter time
  '2026-10-25T01:30:00.000Z', // 02:30 winter time, the same wall clock an hour later
];

const today = { at: new Date(PINNED_NOW) };

/** Now, as the tests see it: what `utc()` and friends count days from, and the harness clock outside `h.at`. */
export function testNow(): Date {
  return today.at;
}

/** Runs the enclosing describe's tests with `instant` as now, then puts PINNED_NOW back. */
export function pinToday(instant: string): void {
  beforeAll(() => {
    today.at = new Date(instant);
  });
  afterAll(() => {
    today.at = new Date(PINNED_NOW);
  });
}

/** The service's clock in the tests: `testNow()` while `at` is null, else that instant (see `Harness.at`). */
export class TestClock {
  at: Date | null = null;
  readonly now = (): Date => this.at ?? testNow();
}
