import type { AuthenticatorContext } from './context.ts';
import { grantErrors } from './grant-error.ts';
import { isServiceClient } from './service-clients.ts';
import type { GrantResult } from './token-response.ts';

/** A SERVICE token for a configured service client; no refresh token (the client asks again). */
export async function clientCredentialsGrant(
  ctx: AuthenticatorContext,
  input: { clientId: string; clientSecret?: string },
): Promise<GrantResult> {
  if (!isServiceClient(ctx.serviceClients, input.clientId, input.clientSecret ?? ''))
    throw grantErrors.unknownClient();
  const access = await ctx.accessTokens.issue({
    sub: `service:${input.clientId}`,
    role: 'SERVICE',
    authorities: [],
  });
  return { body: { access_token: access.token, token_type: 'Bearer', expires_in: access.expiresIn } };
}
