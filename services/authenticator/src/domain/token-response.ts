import { WEB_CLIENT_ID, type TokenResponse } from '@teleplan/proto/auth';
import type { Account } from '@teleplan/proto/accounts';
import type { Role } from '@teleplan/proto/roles';
import type { AuthenticatorContext } from './context.ts';

/** A granted token answer; `webSession` asks the route to put the refresh token in the SPA's cookie. */
export interface GrantResult {
  body: TokenResponse;
  webSession: boolean;
}

/** The answer for a person acting as `role`, with the refresh token of their (new or rotated) session. */
export async function personTokens(
  ctx: AuthenticatorContext,
  account: Account,
  role: Role,
  session: { refreshToken: string; clientId: string } | undefined,
): Promise<GrantResult> {
  const access = await ctx.accessTokens.issue({ sub: account.id, role, authorities: account.grantedRoles });
  return {
    body: {
      access_token: access.token,
      ...(session ? { refresh_token: session.refreshToken } : {}),
      token_type: 'Bearer',
      expires_in: access.expiresIn,
    },
    webSession: session?.clientId === WEB_CLIENT_ID,
  };
}
