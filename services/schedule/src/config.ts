import { Type, type Static } from 'typebox';

/**
 * The schedule service's environment (SCHEDULE_* keys), read once at start. Nothing of its own yet: the kit's
 * common keys (database, bus, authenticator) are all it needs; availability and appointments will add theirs.
 */
export const ScheduleConfigSchema = Type.Object({});
export type ScheduleConfig = Static<typeof ScheduleConfigSchema>;
