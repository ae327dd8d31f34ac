import type { LiveEventsRepository } from './live-events.repository.ts';
import type { LiveHub } from './live-hub.ts';
import type { LiveRecord } from './live-record.ts';
import type { ReplaySource } from './live-subscriber.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReplayDeps {
  history: Pick<LiveEventsRepository, 'after'>;
  hub: Pick<LiveHub, 'handedOutAfter'>;
  replayMax: number;
  /** How far before a browser's last event a replay starts (events are recorded concurrently, not in order). */
  marginMs: number;
}

/**
 * What a reconnecting browser missed: the history after its last event, and what this replica handed out that the
 * history does not hold yet (an event broadcast while the browser was away, recorded after the history is read,
 * would otherwise reach it neither way), in event order. Null (a reload) when the history cannot replay.
 */
export function replaySource({ history, hub, replayMax, marginMs }: ReplayDeps): ReplaySource {
  return async (lastEventId) => {
    if (!UUID.test(lastEventId)) return null;
    // Before reading the history: what is handed out from now on reaches the subscriber live.
    const handedOut = hub.handedOutAfter(lastEventId.toLowerCase(), marginMs);
    const recorded = await history.after(lastEventId, replayMax, marginMs);
    if (recorded === null) return null;
    const byId = new Map<string, LiveRecord>(handedOut.map((record) => [record.event.id, record]));
    for (const record of recorded) byId.set(record.event.id, record);
    return [...byId.values()].sort((a, b) => (a.event.id < b.event.id ? -1 : 1));
  };
}
