import { Type, type Static } from 'typebox';

/** The indicators service's environment (INDICATORS_* keys), read once at start. */
export const IndicatorsConfigSchema = Type.Object({
  /** The owners' own addresses (base path included): their internal exports feed the rebuild. */
  INDICATORS_SCHEDULE_URL: Type.String({ default: 'http://localhost:3105/api/schedule' }),
  INDICATORS_MATERIAL_RESOURCES_URL: Type.String({
    default: 'http://localhost:3103/api/material-resources',
  }),
  /** Time-out of one call to an owner; a streamed export may take this long between two of its lines. */
  INDICATORS_OWNERS_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  /** The authenticator's token endpoint and this service's client credentials (SERVICE token for the owners). */
  INDICATORS_TOKEN_URL: Type.String({ default: 'http://localhost:3101/api/authenticator/token' }),
  INDICATORS_CLIENT_ID: Type.String({ default: 'indicators' }),
  INDICATORS_CLIENT_SECRET: Type.String({ default: '' }),
  /** Available minutes are kept from the first statistics day to this many days ahead (extended daily). */
  INDICATORS_AVAILABILITY_DAYS_AHEAD: Type.Integer({ minimum: 1, maximum: 400, default: 45 }),
  /** A read model never built from the owners' exports rebuilds itself at start. */
  INDICATORS_REBUILD_ON_FIRST_START: Type.Boolean({ default: true }),
});
export type IndicatorsConfig = Static<typeof IndicatorsConfigSchema>;
