import { APPOINTMENT_CATEGORIES, type CategorySeries, type CountPoint } from '@teleplan/proto/indicators';
import type { CategoryCounts } from '../data/counts.repository.ts';

/**
 * The points of `dates` from `counts` (one per date that has any): zero where nothing happened when `fill`, else
 * only the dates with a count.
 */
export function pointsOf(
  dates: readonly string[],
  counts: ReadonlyMap<string, number>,
  fill: boolean,
  running = false,
): CountPoint[] {
  let sum = 0;
  const points: CountPoint[] = [];
  for (const date of dates) {
    const count = counts.get(date) ?? 0;
    sum += count;
    if (fill || count > 0) points.push({ date, count: running ? sum : count });
  }
  return points;
}

/** One series per category over `dates`, each day's count or (running) the total since the first date. */
export function categorySeries(
  rows: readonly (CategoryCounts & { date: string })[],
  dates: readonly string[],
  fill: boolean,
  running = false,
): CategorySeries[] {
  return APPOINTMENT_CATEGORIES.map((category) => ({
    category,
    points: pointsOf(dates, new Map(rows.map((row) => [row.date, row[category]])), fill, running),
  }));
}
