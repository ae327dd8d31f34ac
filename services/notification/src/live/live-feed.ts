import type { FastifyPluginAsync } from 'fastify';
import type { DataSource } from 'typeorm';
import { Value } from 'typebox/value';
import type { AuthOptions } from '@teleplan/kit/auth/auth-plugin';
import { verifyAccessToken } from '@teleplan/kit/auth/access-token';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import type { Clock } from '@teleplan/kit/clock';
import { unauthorized } from '@teleplan/kit/errors';
import {
  AccountEventPayloadSchema,
  AccountEvents,
  CredentialsChangedPayloadSchema,
  MaterialResourcesEvents,
  RoomCreatedPayloadSchema,
  RoomEventPayloadSchema,
  SectorEventPayloadSchema,
  type EventEnvelope,
} from '@teleplan/proto/events';
import { LIVE_FEED_PATHS } from '@teleplan/proto/live-feed';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { AppointmentEventPayloadSchema } from '@teleplan/proto/schedule-events';
import { PeopleRepository } from '../data/people.repository.ts';
import { LiveEventsRepository } from './live-events.repository.ts';
import { LiveHub } from './live-hub.ts';
import { LIVE_EVENT_TYPES, liveRecordOf } from './live-record.ts';
import type { LiveSettings } from './live-settings.ts';
import { replaySource } from './replay-source.ts';
import { sseRoutes } from './sse/sse.routes.ts';
import { LiveTicketsRepository } from './sse/live-tickets.repository.ts';
import { StompEndpoint } from './stomp/stomp-endpoint.ts';
import { admitViewer } from './viewer.ts';

export interface LiveFeedOptions {
  dataSource: DataSource;
  bus: EventBus;
  auth: AuthOptions;
  clock: Clock;
  settings: LiveSettings;
}

const A = AccountEvents;
const R = MaterialResourcesEvents;
const ACCOUNT_TYPES = [
  A.accountCreated,
  A.accountUpdated,
  A.accountActivated,
  A.accountDeactivated,
  A.accountRolesChanged,
];
const ROOM_TYPES: readonly string[] = [R.roomUpdated, R.roomDisabled, R.roomEnabled, R.roomDeleted];
const SECTOR_TYPES: readonly string[] = [R.sectorCreated, R.sectorUpdated];

/** What each replica takes from the broadcast: the appointments, and what changes who sees them or who may. */
const BROADCAST_TYPES = [
  ...Object.keys(LIVE_EVENT_TYPES),
  R.roomCreated,
  ...ROOM_TYPES,
  ...SECTOR_TYPES,
  ...ACCOUNT_TYPES,
  A.accountCredentialsChanged,
];

const PRUNE_EVERY_MS = 60_000;
const CATCH_UP_ROWS = 2_000;
/** How far before a browser's last event a replay starts (events are recorded concurrently, not in order). */
const REPLAY_MARGIN_MS = 2_000;

/**
 * The live feed of one replica (docs/events.md#live-feed): STOMP over WebSocket and SSE to the browsers it
 * holds; events by the bus's broadcast (fast path) and by reading the recent history the durable consumer
 * records (safety net, every `catchUpMs`), each once.
 */
export const liveFeed: FastifyPluginAsync<LiveFeedOptions> = async (app, options) => {
  const { dataSource, bus, auth, clock, settings } = options;
  const now = () => clock().getTime();
  const hub = new LiveHub({ seenForMs: settings.catchUpWindowMs * 3, now });
  const history = new LiveEventsRepository(dataSource.manager);
  const people = new PeopleRepository(dataSource.manager);
  const replay = replaySource({ history, hub, replayMax: settings.replayMax, marginMs: REPLAY_MARGIN_MS });

  const onBroadcast = async (event: EventEnvelope) => {
    const payload = event.payload;
    if (event.type in LIVE_EVENT_TYPES) {
      if (!Value.Check(AppointmentEventPayloadSchema, payload)) return;
      hub.dispatch(liveRecordOf(event, payload, await people.fullName(payload.current.patient)));
    } else if (event.type === R.roomCreated) {
      if (Value.Check(RoomCreatedPayloadSchema, payload)) hub.followRoom(payload.current);
    } else if (ROOM_TYPES.includes(event.type)) {
      if (Value.Check(RoomEventPayloadSchema, payload)) hub.followRoom(payload.current);
    } else if (SECTOR_TYPES.includes(event.type)) {
      if (Value.Check(SectorEventPayloadSchema, payload)) hub.followSector(payload.current);
    } else if (event.type === A.accountCredentialsChanged) {
      if (Value.Check(CredentialsChangedPayloadSchema, payload)) hub.endSessions(payload);
    } else if (Value.Check(AccountEventPayloadSchema, payload)) {
      hub.followAccount(payload.current);
    }
  };
  // One at a time, in the order they arrive: a BOOKED then CANCELED must not reach a browser swapped.
  let arrivals: Promise<void> = Promise.resolve();
  const unsubscribe = await bus.broadcast(BROADCAST_TYPES, (event) => {
    arrivals = arrivals
      .then(() => onBroadcast(event))
      .catch((error: unknown) => app.log.warn({ err: error, eventId: event.id }, 'live event not pushed'));
    return arrivals;
  });

  const endpoint = new StompEndpoint(app.server, {
    path: LIVE_FEED_PATHS.webSocket,
    admit: async (token) => {
      if (!token) throw unauthorized(MessageCodes.common.unauthenticated, 'Authentication required');
      const claims = await verifyAccessToken(auth, token, clock());
      return { claims, viewer: await admitViewer(dataSource.manager, claims) };
    },
    subscribe: (subscriber, lastEventId) => {
      hub.add(subscriber);
      if (lastEventId) void subscriber.replay(lastEventId, replay);
    },
    unsubscribe: (subscriber) => hub.remove(subscriber),
    now,
    heartbeatMs: settings.heartbeatMs,
    pingMs: settings.pingMs,
    maxBufferedBytes: settings.maxBufferedBytes,
    maxFrameBytes: settings.maxFrameBytes,
    connectTimeoutMs: settings.connectTimeoutMs,
  });

  const catchUp = setInterval(() => {
    history
      .recent(settings.catchUpWindowMs, CATCH_UP_ROWS)
      .then((records) => {
        for (const record of records) hub.dispatch(record);
        hub.forgetOld();
      })
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'live feed catch-up failed; next tick retries'),
      );
  }, settings.catchUpMs).unref();
  const prune = setInterval(() => {
    Promise.all([
      history.prune(settings.historyMs, settings.historyRows),
      new LiveTicketsRepository(dataSource.manager).removeExpired(clock()),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'live feed history not pruned'));
  }, PRUNE_EVERY_MS).unref();

  await app.register(sseRoutes, { dataSource, hub, replay, clock, settings });

  // Before the server closes, which would otherwise wait for every open socket and stream.
  app.addHook('preClose', async () => {
    clearInterval(catchUp);
    clearInterval(prune);
    await unsubscribe();
    endpoint.close();
    hub.endAll();
  });
};
