import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '@teleplan/kit/errors';
import { NoContentSchema } from '@teleplan/kit/openapi';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  CalendarFeedCreatedSchema,
  CalendarFeedListQuerySchema,
  CalendarFeedParamsSchema,
  CalendarFeedSchema,
  IcalParamsSchema,
  NewCalendarFeedSchema,
} from '@teleplan/proto/schedule-exports';
import { FEED_MANAGERS } from '../domain/access.ts';
import { createFeed, feedCalendar, listFeeds, revokeFeed } from '../domain/calendar-feed.ts';
import type { ScheduleContext } from '../domain/context.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import { notModified } from './conditional-get.ts';

const tags = ['calendar feeds'];
/** 32 random bytes in base64url, then the extension calendar programs expect. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** iCalendar subscriptions per doctor or room behind a revocable secret URL. */
export const calendarFeedsRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/calendar-feeds',
    {
      preHandler: app.requireRole(...FEED_MANAGERS),
      schema: {
        tags,
        security: bearer,
        querystring: CalendarFeedListQuerySchema,
        response: { 200: Type.Array(CalendarFeedSchema) },
      },
    },
    async (request) => listFeeds(ctx, actorOf(request), request.query),
  );

  app.post(
    '/calendar-feeds',
    {
      preHandler: app.requireRole(...FEED_MANAGERS),
      schema: {
        tags,
        security: bearer,
        body: NewCalendarFeedSchema,
        response: { 201: CalendarFeedCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createFeed(ctx, actorOf(request), request.body)),
  );

  app.delete(
    '/calendar-feeds/:id',
    {
      preHandler: app.requireRole(...FEED_MANAGERS),
      schema: {
        tags,
        security: bearer,
        params: CalendarFeedParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await revokeFeed(ctx, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // No token: calendar programs cannot send one; the secret in the path is the credential.
  app.get(
    '/ical/:file',
    {
      schema: {
        tags,
        params: IcalParamsSchema,
        response: {
          200: {
            description: 'iCalendar (RFC 5545)',
            content: { 'text/calendar': { schema: Type.String() } },
          },
          304: { description: 'Not modified since the ETag or date sent', type: 'null' },
        },
      },
    },
    async (request, reply) => {
      const secret = FEED_FILE.exec(request.params.file)?.[1];
      if (!secret) throw notFound(MessageCodes.scheduleExports.feedMissing, 'No such calendar feed');
      const feed = await feedCalendar(ctx, secret);
      // Kept by the subscriber only (the URL is a credential), and asked again each time with its validators.
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified.toUTCString());
      if (notModified(request.headers, feed.etag, feed.lastModified)) return reply.status(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(feed.text);
    },
  );
};
