import { v7 as uuidv7 } from 'uuid';
import type { EventEnvelope } from '@teleplan/proto/events';
import { currentRequest } from '../request-context.ts';

/**
 * A fresh envelope: time-ordered UUID v7 id, `occurredAt` now (ISO 8601 with milliseconds), and, when written
 * within a request, its id and the person it acts for (docs/events.md#envelope).
 */
export function newEvent<P>(type: string, producer: string, payload: P, version = 1): EventEnvelope<P> {
  const event: EventEnvelope<P> = {
    id: uuidv7(),
    type,
    version,
    occurredAt: new Date().toISOString(),
    producer,
    payload,
  };
  const request = currentRequest();
  if (request) {
    event.requestId = request.requestId;
    if (request.actor) event.actor = { ...request.actor };
  }
  return event;
}
