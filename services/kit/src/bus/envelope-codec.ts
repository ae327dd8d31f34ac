import { Value } from 'typebox/value';
import { EventEnvelopeSchema, type EventEnvelope } from '@teleplan/proto/events';

/** Throws unless `value` is a well-formed envelope, so a bad event is refused at publish, not at every consumer. */
export function assertEnvelope(value: unknown): asserts value is EventEnvelope {
  if (!Value.Check(EventEnvelopeSchema, value)) {
    const problems = Value.Errors(EventEnvelopeSchema, value).map(
      (e) => `${e.instancePath || '(root)'} ${e.message}`,
    );
    throw new Error(`Not an event envelope: ${problems.join('; ')}`);
  }
}

/** The wire form of an event on every bus: the JSON envelope. */
export function encodeEnvelope(event: EventEnvelope): Buffer {
  assertEnvelope(event);
  return Buffer.from(JSON.stringify(event));
}

export function decodeEnvelope(content: Buffer): EventEnvelope {
  const value: unknown = JSON.parse(content.toString('utf8'));
  assertEnvelope(value);
  return value;
}
