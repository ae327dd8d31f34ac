import { createHash, randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { forbidden, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import type {
  CalendarFeed,
  CalendarFeedCreated,
  CalendarFeedListQuery,
  NewCalendarFeed,
} from '@teleplan/proto/schedule-exports';
import { CalendarFeedsRepository } from '../data/calendar-feeds.repository.ts';
import { ReachRepository } from '../data/reach.repository.ts';
import { homeOf } from '../data/role-reach.ts';
import { FEED_MANAGERS } from './access.ts';
import { renderFeed } from './calendar-feed-ics.ts';
import { isAdmin, type Actor, type ScheduleContext } from './context.ts';

const E = MessageCodes.scheduleExports;
const S = MessageCodes.schedule;

/** A feed shows appointments from this many days back to this many ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
const DAY_MS = 86_400_000;

const feedMissing = () => notFound(E.feedMissing, 'No such calendar feed');
const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * Admins any owner; others an owner of the kind their own rows are filed under (a doctor: themself, a room
 * manager: their rooms) within their reach. 403 otherwise.
 */
async function assertFeedScope(ctx: ScheduleContext, actor: Actor, ownerType: OwnerType, owner: string) {
  if (isAdmin(actor)) return;
  const kind = ownerType === 'DOCTOR' ? 'doctors' : 'rooms';
  const reach = new ReachRepository(ctx.dataSource.manager);
  if (homeOf(actor.role) === kind && (await reach.outside(actor, kind, [owner])).length === 0) return;
  throw forbidden(E.unauthorized, "This calendar is outside the caller's scope");
}

/** POST calendar-feeds: a new secret URL for the owner's appointments, answered this once only. */
export async function createFeed(
  ctx: ScheduleContext,
  actor: Actor,
  body: NewCalendarFeed,
): Promise<CalendarFeedCreated> {
  await assertFeedScope(ctx, actor, body.ownerType, body.owner);
  const feeds = new CalendarFeedsRepository(ctx.dataSource.manager);
  if ((await feeds.ownerName(body.ownerType, body.owner)) === null)
    throw body.ownerType === 'DOCTOR'
      ? notFound(S.doctorMissing, 'No such doctor')
      : notFound(S.roomMissing, 'No such room');
  const secret = randomBytes(32).toString('base64url');
  const feed = await feeds.create({
    id: uuidv7(),
    ownerType: body.ownerType,
    owner: body.owner,
    label: body.label?.trim() || null,
    secretHash: hashOf(secret),
    createdBy: actor.id,
    createdAt: ctx.clock(),
  });
  return { feed, url: `/api/schedule/ical/${secret}.ics` };
}

/** GET calendar-feeds: the owner's feeds that still answer (never their secrets, which are not kept). */
export async function listFeeds(
  ctx: ScheduleContext,
  actor: Actor,
  query: CalendarFeedListQuery,
): Promise<CalendarFeed[]> {
  await assertFeedScope(ctx, actor, query.ownerType, query.owner);
  return new CalendarFeedsRepository(ctx.dataSource.manager).listActive(
    query.ownerType,
    query.owner,
    FEED_MANAGERS,
  );
}

/** DELETE calendar-feeds/{id}: its URL answers 404 from then on. */
export async function revokeFeed(ctx: ScheduleContext, actor: Actor, id: string): Promise<void> {
  const feeds = new CalendarFeedsRepository(ctx.dataSource.manager);
  const feed = await feeds.getActive(id);
  if (!feed) throw feedMissing();
  await assertFeedScope(ctx, actor, feed.ownerType, feed.owner);
  if (!(await feeds.revoke(id, ctx.clock()))) throw feedMissing();
}

/** A feed's answer: the iCalendar text and its validators. */
export interface FeedAnswer {
  text: string;
  etag: string;
  lastModified: Date;
}

/**
 * GET ical/{secret}.ics: the owner's live appointments from FEED_DAYS_BACK days ago to FEED_DAYS_AHEAD ahead.
 * The secret is the credential: an unknown or revoked one, an owner that is gone, or a creator who lost the right
 * to make it answers 404. The ETag is the text's digest; Last-Modified is when this text was first answered.
 */
export async function feedCalendar(ctx: ScheduleContext, secret: string): Promise<FeedAnswer> {
  const feeds = new CalendarFeedsRepository(ctx.dataSource.manager);
  const feed = await feeds.findBySecretHash(hashOf(secret), FEED_MANAGERS);
  if (!feed) throw feedMissing();
  const name = await feeds.ownerName(feed.ownerType, feed.owner);
  if (name === null) throw feedMissing();
  const now = ctx.clock();
  const events = await feeds.events(
    feed.ownerType,
    feed.owner,
    new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
    new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
  );
  const text = renderFeed(feed.ownerType, name, events);
  const etag = `"${createHash('sha256').update(text).digest('base64url')}"`;
  const served = await feeds.served(feed.id, etag, now);
  return { text, etag, lastModified: served.since };
}
