import { Type, type Static } from 'typebox';

/**
 * The schedule service's environment (SCHEDULE_* keys), read once at start. It has no key of its own: the kit's
 * common keys (database, bus, authenticator) are all it needs.
 */
export const ScheduleConfigSchema = Type.Object({});
export type ScheduleConfig = Static<typeof ScheduleConfigSchema>;
