import { describe, expect, it } from 'vitest';
import { validate, version } from 'uuid';
import { Value } from 'typebox/value';
import { EventEnvelopeSchema } from '@teleplan/proto/events';
import { newEvent } from '../src/outbox/new-event.ts';

describe('newEvent', () => {
  it('builds a valid envelope with a UUID v7 id and a millisecond ISO timestamp', () => {
    const event = newEvent('profile.created', 'accounts', { current: { id: 'x' } });
    expect(Value.Check(EventEnvelopeSchema, event)).toBe(true);
    expect(validate(event.id) && version(event.id)).toBe(7);
    expect(event.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(event).toMatchObject({ type: 'profile.created', producer: 'accounts', version: 1 });
  });

  it('gives later events ids that sort later', () => {
    const ids = Array.from({ length: 50 }, () => newEvent('t', 'p', {}).id);
    expect([...ids].sort()).toEqual(ids);
  });
});
