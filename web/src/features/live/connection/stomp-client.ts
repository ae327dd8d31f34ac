import { Client, ReconnectionTimeMode } from '@stomp/stompjs';
import { LIVE_FEED_PATHS } from '@teleplan/proto/live-feed';
import type { CreateLiveClient } from './live-client.ts';

/** A socket that has not answered CONNECTED within this is closed and tried again. */
const CONNECTION_TIMEOUT_MS = 10_000;
/** Reconnection delays double up to this. */
const MAX_RECONNECT_DELAY_MS = 60_000;

/** The live feed's WebSocket address on this page's origin (wss:// under https). */
export function liveSocketUrl(location: Pick<Location, 'origin' | 'protocol'> = globalThis.location): string {
  const url = new URL(LIVE_FEED_PATHS.webSocket, location.origin);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** The real STOMP client over WebSocket, backing off exponentially between reconnections. */
export const createStompClient: CreateLiveClient = (config) =>
  new Client({
    ...config,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
  });
