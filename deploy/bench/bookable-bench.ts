import { DEMO_ADMIN } from '../seed/demo-data.ts';
import { BOOKABLE, insertBookablePractice } from './bookable-data.ts';
import { measure, type LoadTarget } from './load.ts';
import { signInAs } from './requests.ts';
import type { BenchResults } from './results.ts';
import type { StandaloneProcess } from './standalone-process.ts';

/** What the bookable timeline aims at (scheduling work, quality bar). */
export const BOOKABLE_P95_AIM_MS = 50;
const TEN_MINUTES_MS = 10 * 60_000;

/** The checked request of the bookable timeline, and what its answer holds. */
export interface BookableTarget {
  target: LoadTarget;
  appointments: number;
  steps: number;
  bytes: number;
}

/**
 * A practice of 50 doctors and 20 rooms inserted straight into the warm standalone platform's schedule database
 * (`bookable-data.ts`), then one checked call (200, steps) of the bookable timeline of its first room over the
 * default horizon (now to 31 days) through the platform's gateway as the demo super administrator.
 */
export async function bookableTarget(platform: StandaloneProcess): Promise<BookableTarget> {
  const practice = await insertBookablePractice(`${platform.pgUrl}/teleplan_schedule`);
  const token = await signInAs(platform.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const query = new URLSearchParams({ roomId: practice.roomIds[0]!, sectorId: practice.sectorId });
  const target = {
    url: `${platform.origin}/api/schedule/timeline/rooms/bookable?${query.toString()}`,
    headers: { authorization: `Bearer ${token}` },
  };
  const answer = await fetch(target.url, { headers: target.headers, signal: AbortSignal.timeout(10_000) });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`${target.url} answered ${answer.status} ${text.slice(0, 300)}`);
  const steps = (JSON.parse(text) as { steps: unknown[] }).steps.length;
  if (steps === 0) throw new Error(`${target.url} answered no step`);
  return { target, appointments: practice.appointments, steps, bytes: Buffer.byteLength(text) };
}

/**
 * Each request a bookable timeline the service has not answered yet: `from` 10 minutes later each time (at most
 * 299 steps of it: the horizon loses up to two of its 31 days), past the answers the service keeps while their rows
 * are unchanged. What a timeline costs the first time it is asked, or after a change.
 */
export function unseenHorizons(target: LoadTarget): () => string {
  const first = Math.ceil(Date.now() / TEN_MINUTES_MS) * TEN_MINUTES_MS;
  let n = 0;
  return () => {
    const url = new URL(target.url);
    url.searchParams.set('from', new Date(first + (n++ % 300) * TEN_MINUTES_MS).toISOString());
    return `${url.pathname}${url.search}`;
  };
}

/** The bookable timeline of `bookableTarget` under the read rows' load: the same again, then a new one each time. */
export async function benchBookable(
  platform: StandaloneProcess,
  results: BenchResults,
  log: (line: string) => void,
): Promise<void> {
  log(`bookable: inserting a sector of ${BOOKABLE.doctors} doctors and ${BOOKABLE.rooms} rooms...`);
  const { target, ...answer } = await bookableTarget(platform);
  log(`bookable: GET timeline/rooms/bookable (${results.settings.get.connections} connections)...`);
  const figures = await measure(target, results.settings.get);
  log('bookable: the same, a horizon not asked before each time...');
  const newEachTime = await measure({ ...target, nextPath: unseenHorizons(target) }, results.settings.get);
  results.bookable = { ...BOOKABLE, ...answer, figures, newEachTime };
}
