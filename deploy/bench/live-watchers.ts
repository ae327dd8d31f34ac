import type { Client } from '@stomp/stompjs';
import { LIVE_FEED_PATHS } from '@teleplan/proto/live-feed';
import { openLiveClient } from './live-client.ts';

/** The SPA's first reconnection delay (docs/constants.md), doubled by the client after each failed attempt. */
const RECONNECT_DELAY_MS = 1_000;
const CONNECT_BATCH = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One browser of the fleet: what it received, by event id, and when it (re)connected. */
interface Watcher {
  client?: Client;
  received: Map<string, number>;
  reloads: number;
  connectedAt: number[];
}

/** What the fleet received of the events it should all have seen. */
export interface FleetDeliveries {
  clients: number;
  events: number;
  /** (client, event) pairs never received. */
  missed: number;
  /** Copies received beyond the first (the client's dedupe by event id drops them). */
  duplicates: number;
  /** RELOAD frames (a replay beyond the bound), which make a browser reload instead of replaying. */
  reloads: number;
  /** From the end of the events to the moment every client had each of them; undefined if never. */
  settledMs: number | undefined;
}

/**
 * N STOMP clients of the live feed through the gateway, all as one user, reconnecting by themselves as the SPA
 * does (with the last event id they received) and keeping every MESSAGE they receive.
 */
export class LiveWatchers {
  private readonly watchers: Watcher[] = [];
  private readonly url: string;
  private readonly token: string;

  private constructor(url: string, token: string) {
    this.url = url;
    this.token = token;
  }

  static async connect(gatewayUrl: string, token: string, count: number): Promise<LiveWatchers> {
    const fleet = new LiveWatchers(`${gatewayUrl.replace(/^http/, 'ws')}${LIVE_FEED_PATHS.webSocket}`, token);
    for (let done = 0; done < count; done += CONNECT_BATCH) {
      await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - done) }, () => fleet.open()));
    }
    return fleet;
  }

  get size(): number {
    return this.watchers.length;
  }

  private async open(): Promise<void> {
    const watcher: Watcher = { received: new Map(), reloads: 0, connectedAt: [] };
    this.watchers.push(watcher);
    watcher.client = await openLiveClient({
      url: this.url,
      token: this.token,
      reconnectDelayMs: RECONNECT_DELAY_MS,
      onConnected: () => watcher.connectedAt.push(performance.now()),
      onMessage: ({ id }) => {
        if (id === undefined) watcher.reloads++;
        else watcher.received.set(id, (watcher.received.get(id) ?? 0) + 1);
      },
    });
  }

  /** For each client, from `since` (a `performance.now()`) to its first connection after it; undefined if none. */
  reconnectedAfter(since: number): (number | undefined)[] {
    return this.watchers.map((watcher) => {
      const at = watcher.connectedAt.find((connected) => connected > since);
      return at === undefined ? undefined : at - since;
    });
  }

  /** Waits (at most `limitMs`) until every client received each event, then counts what is missing or doubled. */
  async deliveries(eventIds: readonly string[], limitMs: number): Promise<FleetDeliveries> {
    const began = performance.now();
    const missed = () =>
      this.watchers.reduce(
        (sum, watcher) => sum + eventIds.filter((id) => !watcher.received.has(id)).length,
        0,
      );
    let settledMs: number | undefined;
    while (performance.now() - began < limitMs) {
      if (missed() === 0) {
        settledMs = Math.round(performance.now() - began);
        break;
      }
      await sleep(250);
    }
    // A late copy (a replay racing the live path) would land just after the last first copy.
    await sleep(2_000);
    const wanted = new Set(eventIds);
    return {
      clients: this.watchers.length,
      events: eventIds.length,
      missed: missed(),
      duplicates: this.watchers.reduce(
        (sum, watcher) =>
          sum +
          [...watcher.received].reduce((copies, [id, count]) => copies + (wanted.has(id) ? count - 1 : 0), 0),
        0,
      ),
      reloads: this.watchers.reduce((sum, watcher) => sum + watcher.reloads, 0),
      settledMs,
    };
  }

  async close(): Promise<void> {
    await Promise.all(this.watchers.map((watcher) => watcher.client?.deactivate({ force: true })));
  }
}
