import type { BookableTimeline } from '@teleplan/proto/schedule-timelines';
import type { ApiCaller } from './api-caller.ts';
import type { DoctorLinks } from './practices.ts';
import { SeedError, type SeedSession } from './session.ts';

export interface LinksContext {
  session: SeedSession;
  gateway: ApiCaller;
  token: string;
}

/** How long the schedule may take to learn the links, as for any other replica (`session.ts`). */
const LINKS_LAG_LIMIT_MS = 30_000;

/**
 * Waits until the schedule books with the doctors this run linked to sectors. The links reach the schedule as
 * material-resources events, a moment after they are made (seconds on a busy first start): a provisioning call
 * made before finds a sector without doctors and books none of its appointments, without an error to retry on.
 * Asked of each sector's bookable timeline in one of its rooms, whose steps name the doctors free then (every
 * demo doctor has availability in the coming weeks, and none is booked yet).
 */
export async function untilScheduleKnowsLinks(
  context: LinksContext,
  links: readonly DoctorLinks[],
): Promise<void> {
  const deadline = performance.now() + LINKS_LAG_LIMIT_MS;
  let waiting = [...links];
  for (let pauseMs = 20; ; pauseMs = Math.min(pauseMs * 2, 500)) {
    const known = await Promise.all(waiting.map((link) => knowsEveryDoctor(context, link)));
    waiting = waiting.filter((_, index) => !known[index]);
    if (waiting.length === 0) return;
    if (performance.now() > deadline)
      throw new SeedError(
        `The schedule still lacks doctors linked to sectors ${waiting.map((link) => link.sectorId).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

async function knowsEveryDoctor(context: LinksContext, link: DoctorLinks): Promise<boolean> {
  const query = new URLSearchParams({ roomId: link.roomId, sectorId: link.sectorId, withDoctors: 'true' });
  const answer = await context.session.call(
    context.gateway,
    {
      method: 'GET',
      path: `/api/schedule/timeline/rooms/bookable?${query.toString()}`,
      token: context.token,
    },
    [200],
  );
  const free = new Set((answer.body as BookableTimeline).steps.flatMap((step) => step.doctorIds ?? []));
  return link.doctorIds.every((id) => free.has(id));
}
