import type { EventEnvelope } from '@teleplan/proto/events';
import { decodeEnvelope, encodeEnvelope } from './envelope-codec.ts';

/** Why and when an event was parked for a consumer. */
export interface ParkedDelivery {
  reason: string;
  at: Date;
  attempts: number;
  /** How many times it had been redriven before being parked this time. */
  redrives: number;
}

/** An event a consumer has not handled yet: waiting for (another) try, or parked. */
export interface StoredDelivery {
  event: EventEnvelope;
  parked?: ParkedDelivery;
}

/**
 * The in-process bus's queues: one copy of each event per consumer, kept from the publish (which resolves only
 * once it is kept, so the outbox marks the event sent only then) until that consumer has handled it. What a
 * stopped process left (still retrying, parked, or for a consumer not started yet) goes to the consumer when
 * it subscribes in the next process.
 */
export interface DeliveryStore {
  add(consumers: readonly string[], event: EventEnvelope): Promise<void>;
  handled(consumer: string, eventId: string): Promise<void>;
  park(consumer: string, eventId: string, parked: ParkedDelivery): Promise<void>;
  unpark(consumer: string, eventId: string): Promise<void>;
  /** What `consumer` has not handled yet among `types`, oldest first. */
  waiting(consumer: string, types: readonly string[]): Promise<StoredDelivery[]>;
}

interface Kept {
  consumer: string;
  body: Buffer;
  type: string;
  parked?: ParkedDelivery;
}

/** Queues that last as long as the process: tests, and a bus given no database. */
export class MemoryDeliveryStore implements DeliveryStore {
  private readonly kept = new Map<string, Kept>();

  async add(consumers: readonly string[], event: EventEnvelope): Promise<void> {
    const body = encodeEnvelope(event);
    for (const consumer of consumers) {
      const key = keyOf(consumer, event.id);
      if (!this.kept.has(key)) this.kept.set(key, { consumer, body, type: event.type });
    }
  }

  async handled(consumer: string, eventId: string): Promise<void> {
    this.kept.delete(keyOf(consumer, eventId));
  }

  async park(consumer: string, eventId: string, parked: ParkedDelivery): Promise<void> {
    const kept = this.kept.get(keyOf(consumer, eventId));
    if (kept) kept.parked = parked;
  }

  async unpark(consumer: string, eventId: string): Promise<void> {
    const kept = this.kept.get(keyOf(consumer, eventId));
    if (kept) delete kept.parked;
  }

  async waiting(consumer: string, types: readonly string[]): Promise<StoredDelivery[]> {
    return [...this.kept.values()]
      .filter((kept) => kept.consumer === consumer && types.includes(kept.type))
      .map((kept) => ({ event: decodeEnvelope(kept.body), ...(kept.parked && { parked: kept.parked }) }));
  }
}

const keyOf = (consumer: string, eventId: string) => `${consumer}/${eventId}`;
