import { eventIdColumnsMigration } from '@teleplan/kit/db/event-id-columns';

/**
 * The id of the event that last set each replicated row, beside its time: "newest snapshot wins" compares
 * (time, event id), so two snapshots of the same millisecond no longer decide by arrival.
 */
export const NotificationReplicaEventIds1796000000004 = eventIdColumnsMigration(
  'NotificationReplicaEventIds1796000000004',
  [
    ['person', 'profile_event_id'],
    ['person', 'account_event_id'],
    ['room', 'event_id'],
    ['sector', 'event_id'],
  ],
);
