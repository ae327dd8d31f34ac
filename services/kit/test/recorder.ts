import type { EventEnvelope } from '@teleplan/proto/events';
import type { EventHandler } from '../src/bus/event-bus.ts';

/** A handler that records what it received, optionally failing its first `failures` calls (or all of them). */
export function recorder(failures = 0) {
  const received: EventEnvelope[] = [];
  let calls = 0;
  const handler: EventHandler = async (event) => {
    calls++;
    if (calls <= failures) throw new Error(`refused (call ${calls})`);
    received.push(event);
  };
  return {
    handler,
    received,
    get calls() {
      return calls;
    },
    ids: () => received.map((e) => e.id),
  };
}

export const ALWAYS = Number.POSITIVE_INFINITY;
