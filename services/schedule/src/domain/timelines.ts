import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { BOOKABLE_HORIZON_DAYS } from '@teleplan/proto/schedule-common';
import type {
  BookableQuery,
  BookableTimeline,
  MedicalPresence,
  MedicalPresenceQuery,
  StepsByOwner,
  TimelineQuery,
} from '@teleplan/proto/schedule-timelines';
import { ReachRepository } from '../data/reach.repository.ts';
import { TimelinesRepository, type OwnerStepRow } from '../data/timelines.repository.ts';
import type { AnswerCache } from '@teleplan/kit/http/answer-cache';
import { isAdmin, type Actor, type ScheduleContext } from './context.ts';
import { assertReached, outsideScope } from './timeline-access.ts';
import { checkQueryWindow, checkWindow, checkZone } from './query-window.ts';
import { daysAround, stepsWithin } from './steps-within.ts';

const DAY_MS = 86_400_000;
const TEN_MINUTES_MS = 600_000;

const unique = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])];

/** Every asked owner gets an entry, empty when it has no step. */
function byOwner(ownerIds: string[], rows: OwnerStepRow[]): StepsByOwner {
  const answer: StepsByOwner = Object.fromEntries(ownerIds.map((id) => [id, { steps: [] }]));
  for (const row of rows)
    answer[row.ownerId]!.steps.push({ start: row.start.toISOString(), end: row.end.toISOString() });
  return answer;
}

/** Free time of rooms or doctors: their availability minus what their live appointments hold. */
export async function freeTimelines(
  ctx: ScheduleContext,
  actor: Actor,
  kind: 'room' | 'doctor',
  query: TimelineQuery,
): Promise<StepsByOwner> {
  const window = checkQueryWindow(query);
  const ids = unique(kind === 'room' ? query.roomIds : query.doctorIds);
  const repo = new TimelinesRepository(ctx.dataSource.manager);
  await assertReached(ctx.dataSource.manager, actor, kind === 'room' ? 'rooms' : 'doctors', ids);
  return byOwner(ids, await repo.free(kind, ids, window.from, window.to));
}

/** Time held by the live appointments of each sector. */
export async function sectorBusyTimelines(
  ctx: ScheduleContext,
  actor: Actor,
  query: TimelineQuery,
): Promise<StepsByOwner> {
  const window = checkQueryWindow(query);
  const ids = unique(query.sectorIds);
  const repo = new TimelinesRepository(ctx.dataSource.manager);
  await assertReached(ctx.dataSource.manager, actor, 'sectors', ids);
  return byOwner(ids, await repo.busy(ids, window.from, window.to));
}

/**
 * Bookable start times of a room for a sector, within [max(from, now), min(to, now + 31 days)), as the JSON text
 * of a `BookableTimeline`. With `withExecutable`, the 10-minute step in progress counts too (a patient on site can
 * still be seen in it). With `withDoctors`, the steps name doctors, so only the doctors whose availability the
 * caller reaches count, as the availability routes decide. Answers come from `cache` while the rows they read are unchanged (`bookableKey`): the
 * same timeline is asked again and again by everyone booking in a sector, and computing it costs milliseconds. A
 * horizon not asked before is cut out of the answer over its whole UTC days, kept the same way: the timeline's
 * `from` moves on with the clock, and the steps of a day do not depend on the horizon they are asked in.
 */
export async function bookableTimelineJson(
  ctx: ScheduleContext,
  cache: AnswerCache,
  actor: Actor,
  query: BookableQuery,
): Promise<string> {
  const zone = checkZone(query.zone);
  const now = ctx.clock();
  const horizon = new Date(now.getTime() + BOOKABLE_HORIZON_DAYS * DAY_MS);
  const from = query.from === undefined ? now : new Date(query.from);
  const to = query.to === undefined ? horizon : new Date(query.to);
  checkWindow(from, to);
  const repo = new TimelinesRepository(ctx.dataSource.manager);
  const reach = new ReachRepository(ctx.dataSource.manager);
  if (!(await reach.owns(actor, { sector: query.sectorId, room: query.roomId, doctor: null })))
    throw outsideScope();
  const earliest = query.withExecutable === true ? await repo.floorTo10Minutes(now, zone) : now;
  const lo = new Date(Math.max(from.getTime(), earliest.getTime()));
  const hi = new Date(Math.min(to.getTime(), horizon.getTime()));
  if (lo.getTime() >= hi.getTime()) return JSON.stringify({ steps: [] } satisfies BookableTimeline);
  const key = await repo.bookableKey(query.roomId, query.sectorId, { from: lo, to: hi, zone });
  const withDoctors = query.withDoctors === true;
  const leftOut =
    withDoctors && !isAdmin(actor) ? await reach.sectorDoctorsOutside(actor, query.sectorId) : [];
  const same = [query.roomId, query.sectorId, withDoctors, key.version, leftOut.join(',')];
  const days = daysAround(key);
  // The marks of the zone are those of key.from: the widened answer serves every horizon whose marks are the same.
  const marks = key.from.getTime() % TEN_MINUTES_MS;
  const widened = () =>
    cache.get(['days', ...same, marks, days.from.getTime(), days.to.getTime()].join('|'), () =>
      repo.bookableJson(query.roomId, query.sectorId, { ...days, mark: key.from }, withDoctors, leftOut),
    );
  return cache.get([...same, key.from.getTime(), key.to.getTime()].join('|'), async () =>
    stepsWithin(await widened(), key.from, key.to),
  );
}

/**
 * The local dates with at least one doctor of the sector (or of the room's sectors, while the room is open)
 * available. With `withExecutable`, only availability from now on counts.
 */
export async function medicalPresence(
  ctx: ScheduleContext,
  actor: Actor,
  query: MedicalPresenceQuery,
): Promise<MedicalPresence> {
  const window = checkQueryWindow(query);
  if (query.roomId === undefined && query.sectorId === undefined)
    throw badRequest(MessageCodes.common.validation, 'roomId or sectorId is required');
  const repo = new TimelinesRepository(ctx.dataSource.manager);
  let sectorIds: string[];
  if (query.roomId === undefined) {
    sectorIds = [query.sectorId!];
    await assertReached(ctx.dataSource.manager, actor, 'sectors', sectorIds);
  } else {
    await assertReached(ctx.dataSource.manager, actor, 'rooms', [query.roomId]);
    const ofRoom = await repo.sectorsOfRoom(query.roomId);
    if (query.sectorId !== undefined && !ofRoom.includes(query.sectorId)) {
      if (!isAdmin(actor)) throw outsideScope();
      sectorIds = [];
    } else sectorIds = query.sectorId === undefined ? ofRoom : [query.sectorId];
  }
  const from =
    query.withExecutable === true
      ? new Date(Math.max(window.from.getTime(), ctx.clock().getTime()))
      : window.from;
  if (from.getTime() >= window.to.getTime() || sectorIds.length === 0) return { dates: [] };
  return { dates: await repo.presenceDates(sectorIds, from, window.to, window.zone, query.roomId) };
}
