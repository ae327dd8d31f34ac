import type { AuthenticatedClient } from './client-authentication.ts';
import type { AuthenticatorContext } from './context.ts';
import { grantErrors } from './grant-error.ts';
import type { GrantResult } from './token-response.ts';

/** A SERVICE token for an authenticated service client; no refresh token (the client asks again). */
export async function clientCredentialsGrant(
  ctx: AuthenticatorContext,
  client: AuthenticatedClient,
): Promise<GrantResult> {
  if (client.kind !== 'service') throw grantErrors.unknownClient();
  const access = await ctx.accessTokens.issue({
    sub: `service:${client.id}`,
    role: 'SERVICE',
    authorities: [],
  });
  return { body: { access_token: access.token, token_type: 'Bearer', expires_in: access.expiresIn } };
}
