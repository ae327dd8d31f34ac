import { Type, type Static } from 'typebox';

/** The licenses service's environment (LICENSES_* keys), read once at start by the kit's `loadConfig`. */
export const LicensesConfigSchema = Type.Object({
  /**
   * When set, the private key that signs licence keys is stored encrypted in the service's database
   * (AES-256-GCM, key derived with scrypt). Every replica and the issue-license script need the same value.
   */
  LICENSES_KEY_ENCRYPTION_SECRET: Type.String({ default: '' }),
});
export type LicensesConfig = Static<typeof LicensesConfigSchema>;
