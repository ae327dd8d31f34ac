import WebSocket from 'ws';
import { Client, ReconnectionTimeMode } from '@stomp/stompjs';
import { LIVE_APPOINTMENTS_DESTINATION, LIVE_LAST_EVENT_ID_HEADER } from '@teleplan/proto/live-feed';

/** What a benchmark client takes from each MESSAGE frame of the live feed. */
export interface LiveDelivery {
  /** The event id; undefined for a RELOAD frame (`live-kind: reload`). */
  id?: string;
  occurredAt?: string;
}

export interface LiveClientOptions {
  /** `ws://…/api/notification/ws`. */
  url: string;
  token: string;
  onMessage: (delivery: LiveDelivery) => void;
  /**
   * Reconnect by itself as the SPA does (first after this delay, doubling, `docs/constants.md`), subscribing again
   * from the last event id it received; without it, a dropped client stays closed.
   */
  reconnectDelayMs?: number;
  /** Each CONNECTED frame, the first one included. */
  onConnected?: () => void;
}

/**
 * A STOMP client of the live feed (`@stomp/stompjs` over `ws`, as the SPA): connected and subscribed to the
 * user's appointment queue when the promise resolves (the SUBSCRIBE's receipt came back).
 */
export function openLiveClient(options: LiveClientOptions): Promise<Client> {
  let lastEventId: string | undefined;
  let subscribed = false;
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      if (subscribed) return;
      void client.deactivate({ force: true });
      reject(error);
    };
    const client = new Client({
      webSocketFactory: () => new WebSocket(options.url, ['v12.stomp'], { perMessageDeflate: false }),
      connectHeaders: { Authorization: `Bearer ${options.token}` },
      reconnectDelay: options.reconnectDelayMs ?? 0,
      reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
      maxReconnectDelay: 60_000,
      connectionTimeout: 10_000,
      onConnect: () => {
        options.onConnected?.();
        const receipt = `r-${Math.random()}`;
        client.watchForReceipt(receipt, () => {
          subscribed = true;
          resolve(client);
        });
        client.subscribe(
          LIVE_APPOINTMENTS_DESTINATION,
          (message) => {
            if (message.headers['live-kind'] === 'reload') return options.onMessage({});
            const event = JSON.parse(message.body) as { id: string; occurredAt: string };
            // Event ids are UUID v7: the greatest one seen is where a reconnection replays from.
            if (!lastEventId || event.id > lastEventId) lastEventId = event.id;
            options.onMessage(event);
          },
          { receipt, ...(lastEventId && { [LIVE_LAST_EVENT_ID_HEADER]: lastEventId }) },
        );
      },
      onStompError: (frame) => fail(new Error(`STOMP ERROR ${frame.headers.message}`)),
      onWebSocketError: () => fail(new Error('WebSocket error')),
    });
    client.activate();
  });
}
