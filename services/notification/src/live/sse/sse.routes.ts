import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DataSource } from 'typeorm';
import { Type } from 'typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import type { Clock } from '@teleplan/kit/clock';
import { unauthorized } from '@teleplan/kit/errors';
import { LiveTicketSchema } from '@teleplan/proto/live-feed';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { LiveHub } from '../live-hub.ts';
import type { LiveSettings } from '../live-settings.ts';
import type { ReplaySource } from '../live-subscriber.ts';
import { admitViewer } from '../viewer.ts';
import { LiveTicketsRepository } from './live-tickets.repository.ts';
import { SseSubscriber } from './sse-subscriber.ts';

const tags = ['live feed'];
const C = MessageCodes;

export interface SseRoutesOptions {
  dataSource: DataSource;
  hub: LiveHub;
  replay: ReplaySource;
  clock: Clock;
  settings: LiveSettings;
}

const StreamQuerySchema = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
  lastEventId: Type.Optional(Type.String({ maxLength: 100, pattern: '^[0-9A-Za-z-]*$' })),
});

/**
 * The SSE side of the live feed: the access token buys a single-use ticket (POST), the stream is opened with
 * `?ticket=` (GET), so no long-lived credential is ever in a URL, a log or the browser's history.
 */
export const sseRoutes: FastifyPluginAsyncTypebox<SseRoutesOptions> = async (app, options) => {
  const { dataSource, hub, clock, settings } = options;
  const tickets = new LiveTicketsRepository(dataSource.manager);
  const streams = new Set<SseSubscriber>();
  const beat = setInterval(() => {
    const now = clock().getTime();
    for (const stream of streams) {
      if (now >= stream.tokenExpiresAt) stream.end({ code: C.common.tokenExpired, message: 'Token expired' });
      else stream.heartBeat();
    }
  }, settings.heartbeatMs).unref();
  // Before the server closes, which would otherwise wait for the open streams.
  app.addHook('preClose', async () => {
    clearInterval(beat);
    for (const stream of streams) stream.end();
  });

  app.post(
    '/live/tickets',
    {
      preHandler: app.authenticate,
      schema: { tags, security: bearer, response: { 201: LiveTicketSchema } },
    },
    async (request, reply) => {
      const claims = request.user;
      await admitViewer(dataSource.manager, claims);
      const now = clock();
      const ticket = await tickets.issue(
        {
          personId: claims.sub,
          role: claims.role,
          signInSession: claims.sid ?? null,
          tokenExpiresAt: new Date(claims.exp * 1000),
        },
        now,
        new Date(now.getTime() + settings.ticketSeconds * 1000),
      );
      return reply.status(201).send({ ticket, expiresInSeconds: settings.ticketSeconds });
    },
  );

  app.get('/live/events', { schema: { tags, querystring: StreamQuerySchema } }, async (request, reply) => {
    const now = clock();
    const holder = await tickets.spend(request.query.ticket, now);
    if (!holder) throw unauthorized(C.notification.liveInvalidTicket, 'Unknown, used or expired ticket');
    if (holder.tokenExpiresAt <= now) throw unauthorized(C.common.tokenExpired, 'Token expired');
    // Admitted again: the account may have been disabled, or its sessions ended, since the ticket was sold.
    const viewer = await admitViewer(dataSource.manager, {
      sub: holder.personId,
      role: holder.role,
      iat: Math.floor(holder.soldAt.getTime() / 1000),
      ...(holder.signInSession ? { sid: holder.signInSession } : {}),
    });
    const header = request.headers['last-event-id'];
    const lastEventId = request.query.lastEventId ?? (typeof header === 'string' ? header : undefined);

    reply.hijack();
    // Set one by one (not in writeHead) so that they can be read back: the standalone root's shutdown does not
    // wait for an event stream to end by itself.
    reply.raw.setHeader('content-type', 'text/event-stream; charset=utf-8');
    reply.raw.setHeader('cache-control', 'no-store');
    reply.raw.setHeader('x-accel-buffering', 'no');
    reply.raw.writeHead(200);
    const stream = new SseSubscriber(
      reply.raw,
      { viewer, signInSession: holder.signInSession, tokenExpiresAt: holder.tokenExpiresAt.getTime() },
      settings.maxBufferedBytes,
    );
    streams.add(stream);
    hub.add(stream);
    reply.raw.on('close', () => {
      stream.gone();
      streams.delete(stream);
      hub.remove(stream);
    });
    stream.heartBeat();
    if (lastEventId) await stream.replay(lastEventId, options.replay);
  });
};
