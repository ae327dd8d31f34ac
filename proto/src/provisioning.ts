import { Type, type Static } from 'typebox';

/**
 * POST /api/accounts/internal/accounts/{id}/activation (SERVICE tokens only, never routed by the gateway): a
 * provisioning tool activates a never-activated account with `password`, as its owner would through the
 * first-connection link (same rules, same events, terms accepted). Answers 204.
 */
export const ProvisionActivationBodySchema = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ProvisionActivationBody = Static<typeof ProvisionActivationBodySchema>;
