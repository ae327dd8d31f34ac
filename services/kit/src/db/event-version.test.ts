import { describe, expect, it } from 'vitest';
import { olderThan, versionOf } from './event-version.ts';

describe('versionOf', () => {
  it('takes the time and the id of the event', () => {
    const id = '019a0000-0000-7000-8000-000000000001';
    expect(versionOf({ occurredAt: '2026-03-02T09:00:00.123Z', id })).toEqual({
      at: new Date('2026-03-02T09:00:00.123Z'),
      eventId: id,
    });
  });
});

describe('olderThan', () => {
  it('compares the stored (time, event id) pair with the bound one, a never-versioned row being older', () => {
    expect(olderThan('person', '$5', '$6', { at: 'profile_at', id: 'profile_event_id' })).toBe(
      '(person.profile_at IS NULL OR (person.profile_at, person.profile_event_id) < ($5::timestamptz, $6::uuid))',
    );
  });
});
