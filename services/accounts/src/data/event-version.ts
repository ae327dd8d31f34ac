/**
 * The version of a replicated row: the `occurredAt` and the id (UUID v7, time-ordered, in order within one
 * producer process) of the event that last set it. Compared as a pair, so two events of the same millisecond are
 * still ordered.
 */
export interface EventVersion {
  at: Date;
  eventId: string;
}

/** SQL: the stored version of `table` is older than the one bound at `$at`, `$id`. */
export function olderThan(table: string, at: string, id: string): string {
  return `(${table}.changed_at, ${table}.event_id) < (${at}::timestamptz, ${id}::uuid)`;
}
