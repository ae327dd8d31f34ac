import { eventIdColumnsMigration } from '@teleplan/kit/db/event-id-columns';

/**
 * The id of the event that last set each replicated row, beside its time: "newest snapshot wins" compares
 * (time, event id), so two snapshots of the same millisecond no longer decide by arrival.
 */
export const LicensesReplicaEventIds1796000000002 = eventIdColumnsMigration(
  'LicensesReplicaEventIds1796000000002',
  [['sector_replica', 'event_id']],
);
