import { Type, type Static } from 'typebox';

/** The material-resources service's environment (MATERIAL_RESOURCES_* keys), read once at start. */
export const MaterialResourcesConfigSchema = Type.Object({
  /** Base URL of the licenses service; its internal endpoints consume keys and reserve room slots. */
  MATERIAL_RESOURCES_LICENSES_URL: Type.String({
    minLength: 1,
    default: 'http://127.0.0.1:3000/api/licenses',
  }),
  MATERIAL_RESOURCES_LICENSES_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 3000 }),
  /** Client-credentials grant of the authenticator giving this service its SERVICE token. */
  MATERIAL_RESOURCES_TOKEN_URL: Type.String({
    minLength: 1,
    default: 'http://127.0.0.1:3000/api/authenticator/token',
  }),
  MATERIAL_RESOURCES_CLIENT_ID: Type.String({ minLength: 1, default: 'material-resources' }),
  /** Must match this client's entry in AUTHENTICATOR_SERVICE_CLIENTS. */
  MATERIAL_RESOURCES_CLIENT_SECRET: Type.String({ default: '' }),
});
export type MaterialResourcesConfig = Static<typeof MaterialResourcesConfigSchema>;
