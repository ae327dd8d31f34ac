import {
  LIVE_APPOINTMENTS_DESTINATION,
  LIVE_LAST_EVENT_ID_HEADER,
  type LiveAppointmentEvent,
} from '@teleplan/proto/live-feed';
import type { AppliedEvents } from '../domain/applied-events.ts';
import { parseLiveEvent } from '../domain/live-frame.ts';
import type { CreateLiveClient, LiveFrame } from './live-client.ts';

/** After a STOMP ERROR: this many new attempts, each after a token refresh and this delay (docs/constants.md). */
export const LIVE_RETRIES = 3;
export const LIVE_RETRY_DELAY_MS = 50;
/** STOMP heart-beats both ways, as the server offers them. */
export const LIVE_HEARTBEAT_MS = 10_000;
/** First reconnection delay after the socket drops (doubled each time by the client). */
export const LIVE_RECONNECT_DELAY_MS = 1_000;

export type LiveStatus = 'connecting' | 'live' | 'failed';
/** `failed`: the attempts ran out; `refreshFailed`: no new token could be had for the next one. */
export type LiveAlert = 'failed' | 'refreshFailed';

export interface LiveConnectionDeps {
  createClient: CreateLiveClient;
  brokerURL: string;
  /** The access token to connect with, refreshed first when it is about to expire; null without one. */
  freshToken: () => Promise<string | null>;
  /** A new access token from the refresh cookie; false when none could be had. */
  refreshToken: () => Promise<boolean>;
  wait: (ms: number) => Promise<void>;
  /** The events applied in this session, by this connection and those before it. */
  applied: AppliedEvents;
  onEvent: (event: LiveAppointmentEvent) => void;
  /** The server could not replay what was missed, or sent what this page cannot read: reload the calendars. */
  onReload: () => void;
  onStatus: (status: LiveStatus) => void;
  onAlert: (alert: LiveAlert) => void;
}

export interface LiveConnection {
  close(): Promise<void>;
}

/**
 * Opens the live feed (docs/screens.md#live-updates): connects with a fresh bearer token on every attempt,
 * subscribes to the user's appointment queue from the last event applied (the server replays what came after),
 * reconnects with back-off when the socket drops; on a STOMP ERROR it refreshes the token and tries again, at most
 * `LIVE_RETRIES` times `LIVE_RETRY_DELAY_MS` apart, then alerts once and stays closed.
 */
export function openLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  let retries = 0;
  let closed = false;

  const stop = (alert: LiveAlert) => {
    closed = true;
    deps.onStatus('failed');
    deps.onAlert(alert);
  };

  const onFrame = (frame: LiveFrame) => {
    if (closed) return;
    if (frame.headers['live-kind'] === 'reload') return deps.onReload();
    const event = parseLiveEvent(frame.body);
    if (!event) return deps.onReload();
    if (!deps.applied.take(event.id)) return;
    deps.onEvent(event);
  };

  const recover = async () => {
    // The server closes the socket after an ERROR: no blind reconnection while the token is renewed.
    await client.deactivate();
    if (closed) return;
    if (retries >= LIVE_RETRIES) return stop('failed');
    retries += 1;
    const refreshed = await deps.refreshToken();
    if (closed) return;
    if (!refreshed) return stop('refreshFailed');
    await deps.wait(LIVE_RETRY_DELAY_MS);
    if (!closed) client.activate();
  };

  const client = deps.createClient({
    brokerURL: deps.brokerURL,
    heartbeatIncoming: LIVE_HEARTBEAT_MS,
    heartbeatOutgoing: LIVE_HEARTBEAT_MS,
    reconnectDelay: LIVE_RECONNECT_DELAY_MS,
    async beforeConnect(connecting) {
      const token = await deps.freshToken();
      // Without a token the server answers ERROR, which leads to a refresh and the retries.
      connecting.connectHeaders = token ? { Authorization: `Bearer ${token}` } : {};
    },
    onConnect() {
      retries = 0;
      deps.onStatus('live');
      const lastEvent = deps.applied.newest();
      client.subscribe(
        LIVE_APPOINTMENTS_DESTINATION,
        onFrame,
        lastEvent ? { [LIVE_LAST_EVENT_ID_HEADER]: lastEvent } : {},
      );
    },
    onStompError() {
      if (!closed) void recover();
    },
    onWebSocketClose() {
      if (!closed) deps.onStatus('connecting');
    },
  });

  deps.onStatus('connecting');
  client.activate();
  return {
    close() {
      closed = true;
      // At once: a session that ended has nothing more to say to the server.
      return client.deactivate({ force: true });
    },
  };
}
