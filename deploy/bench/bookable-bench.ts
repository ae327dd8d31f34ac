import { DEMO_ADMIN } from '../seed/demo-data.ts';
import { BOOKABLE, insertBookablePractice } from './bookable-data.ts';
import { measure } from './load.ts';
import { signInAs } from './requests.ts';
import type { BenchResults } from './results.ts';
import type { StandaloneProcess } from './standalone-process.ts';

/** What the bookable timeline aims at (scheduling work, quality bar). */
export const BOOKABLE_P95_AIM_MS = 50;

/**
 * A practice of 50 doctors and 20 rooms inserted straight into the warm standalone platform's schedule database
 * (`bookable-data.ts`), then the bookable timeline of its first room over the default horizon (now to 31 days)
 * through the platform's gateway as the demo super administrator: one checked call (200, steps), then the load.
 */
export async function benchBookable(
  platform: StandaloneProcess,
  results: BenchResults,
  log: (line: string) => void,
): Promise<void> {
  log(`bookable: inserting a sector of ${BOOKABLE.doctors} doctors and ${BOOKABLE.rooms} rooms...`);
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
  log(`bookable: GET timeline/rooms/bookable (${results.settings.get.connections} connections)...`);
  const figures = await measure(target, results.settings.get);
  results.bookable = {
    ...BOOKABLE,
    appointments: practice.appointments,
    steps,
    bytes: Buffer.byteLength(text),
    figures,
  };
}
