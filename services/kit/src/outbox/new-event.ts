import { v7 as uuidv7 } from 'uuid';
import type { EventEnvelope } from '@teleplan/proto/events';

/** A fresh envelope: time-ordered UUID v7 id, `occurredAt` now (ISO 8601 with milliseconds). */
export function newEvent<P>(type: string, producer: string, payload: P, version = 1): EventEnvelope<P> {
  return { id: uuidv7(), type, version, occurredAt: new Date().toISOString(), producer, payload };
}
