import type { EventEnvelope } from '@teleplan/proto/events';

/**
 * The version of a replicated row: the `occurredAt` and the id (UUID v7, time-ordered, in order within one
 * producer process) of the event that last set it. Compared as a pair, so of two events of the same millisecond
 * the later one wins whatever their order of arrival.
 */
export interface EventVersion {
  at: Date;
  eventId: string;
}

/** The version an event gives the rows it sets. */
export function versionOf(event: Pick<EventEnvelope, 'occurredAt' | 'id'>): EventVersion {
  return { at: new Date(event.occurredAt), eventId: event.id };
}

/** A row's version columns (a replica row may keep several: its profile's and its account's). */
export interface VersionColumns {
  at: string;
  id: string;
}

const CHANGED: VersionColumns = { at: 'changed_at', id: 'event_id' };

/**
 * SQL: the version stored in `table`'s `columns` is older than the one bound at `$at`, `$id` ("newest snapshot
 * wins"); a row that was never versioned (time NULL) is older than any.
 */
export function olderThan(table: string, at: string, id: string, columns: VersionColumns = CHANGED): string {
  const stored = { at: `${table}.${columns.at}`, id: `${table}.${columns.id}` };
  return `(${stored.at} IS NULL OR (${stored.at}, ${stored.id}) < (${at}::timestamptz, ${id}::uuid))`;
}
