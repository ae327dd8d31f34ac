import { WEB_CLIENT_ID, type TokenResponse } from '@teleplan/proto/auth';
import type { Account } from '@teleplan/proto/accounts';
import type { Role } from '@teleplan/proto/roles';
import type { AuthenticatorContext } from './context.ts';

/**
 * A granted token answer. `refreshCookie`: the refresh token the route puts in the SPA's HttpOnly cookie; the
 * first-party web client never gets it in the body, where any script of the page could read it.
 */
export interface GrantResult {
  body: TokenResponse;
  refreshCookie?: string;
}

/** The sign-in session tokens are issued in, and its refresh token when one was issued now. */
export interface IssuedSession {
  sessionId: string;
  clientId?: string;
  refreshToken?: string;
}

/** The answer for a person acting as `role` in `session` (new or continued; none for a bare token). */
export async function personTokens(
  ctx: AuthenticatorContext,
  account: Account,
  role: Role,
  session: IssuedSession | undefined,
): Promise<GrantResult> {
  const access = await ctx.accessTokens.issue({
    sub: account.id,
    role,
    authorities: account.grantedRoles,
    ...(session ? { sid: session.sessionId } : {}),
  });
  const body: TokenResponse = {
    access_token: access.token,
    token_type: 'Bearer',
    expires_in: access.expiresIn,
  };
  const refreshToken = session?.refreshToken;
  if (!refreshToken) return { body };
  if (session.clientId === WEB_CLIENT_ID) return { body, refreshCookie: refreshToken };
  return { body: { ...body, refresh_token: refreshToken } };
}
