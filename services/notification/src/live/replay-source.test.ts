import { describe, expect, it } from 'vitest';
import type { LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import { LiveHub } from './live-hub.ts';
import type { LiveRecord } from './live-record.ts';
import { replaySource } from './replay-source.ts';

const MARGIN_MS = 2_000;
/** UUID v7-like ids, ordered by their number. */
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const record = (n: number): LiveRecord => ({
  event: { id: id(n) } as LiveAppointmentEvent,
  rooms: [],
  sectors: [],
  doctors: [],
});
const ids = (records: LiveRecord[] | null) => records?.map((entry) => entry.event.id);

function hubAt(clock: { ms: number }) {
  return new LiveHub({ seenForMs: 30_000, now: () => clock.ms });
}

describe('LiveHub.handedOutAfter', () => {
  it('answers what followed the last event, and what was handed out within the margin before it', () => {
    const clock = { ms: 0 };
    const hub = hubAt(clock);
    hub.dispatch(record(1));
    clock.ms = 5_000;
    hub.dispatch(record(3));
    clock.ms = 5_500;
    // Older than the last event the browser got, but handed out after it (recorded concurrently).
    hub.dispatch(record(5));
    hub.dispatch(record(2));
    hub.dispatch(record(6));
    expect(ids(hub.handedOutAfter(id(5), MARGIN_MS))).toEqual([id(3), id(2), id(6)]);
    expect(ids(hub.handedOutAfter(id(9), MARGIN_MS))).toEqual([]);
  });

  it('answers only the later events for a last event it never handed out, and forgets the old ones', () => {
    const clock = { ms: 0 };
    const hub = hubAt(clock);
    hub.dispatch(record(1));
    hub.dispatch(record(4));
    expect(ids(hub.handedOutAfter(id(2), MARGIN_MS))).toEqual([id(4)]);
    clock.ms = 31_000;
    hub.forgetOld();
    expect(hub.handedOutAfter(id(0), MARGIN_MS)).toEqual([]);
  });
});

describe('replaySource', () => {
  const history = (rows: LiveRecord[] | null) => ({ after: async () => rows });

  it('adds what the replica handed out and the history does not hold yet, in event order, each once', async () => {
    const clock = { ms: 0 };
    const hub = hubAt(clock);
    hub.dispatch(record(3));
    // Broadcast while the browser was away; its record not yet written when the history is read.
    hub.dispatch(record(5));
    const replay = replaySource({
      history: history([record(2), record(3), record(4)]),
      hub,
      replayMax: 500,
      marginMs: MARGIN_MS,
    });
    expect(ids(await replay(id(1)))).toEqual([id(2), id(3), id(4), id(5)]);
  });

  it('reloads when the history cannot replay, or for an id that is no event id', async () => {
    const hub = hubAt({ ms: 0 });
    hub.dispatch(record(5));
    const deps = { hub, replayMax: 500, marginMs: MARGIN_MS };
    expect(await replaySource({ ...deps, history: history(null) })(id(1))).toBeNull();
    expect(await replaySource({ ...deps, history: history([]) })('not-an-id')).toBeNull();
  });
});
