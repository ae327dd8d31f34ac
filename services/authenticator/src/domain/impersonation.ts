import type { AccessClaims } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { forbidden } from '@teleplan/kit/errors';
import type { AuthenticatorContext } from './context.ts';
import { mayActAs } from './current-role.ts';
import { grantErrors } from './grant-error.ts';
import { personTokens, type GrantResult } from './token-response.ts';

const C = MessageCodes.authenticator;
const notGranted = () => forbidden(C.roleNotGranted, 'This role is not granted to you');

/**
 * Role switch: new tokens acting as `targetRole`, which must be in the caller's token and still granted to
 * the account. The caller's session (refresh token from the cookie or the form) is rotated to the new role,
 * so a reload keeps it. Without a refresh token only an access token is answered: an access token alone never
 * opens a longer session.
 */
export async function impersonate(
  ctx: AuthenticatorContext,
  user: AccessClaims,
  targetRole: string,
  refreshToken: string | undefined,
): Promise<GrantResult> {
  if (user.role === 'SERVICE' || !mayActAs(targetRole, user.authorities)) throw notGranted();

  const family = refreshToken ? await ctx.sessions.open(refreshToken) : undefined;
  if (family && family.accountId !== user.sub) throw grantErrors.invalidRefresh();

  const account = await ctx.accounts.getAccount(user.sub);
  if (!account?.enabled) {
    if (family) await ctx.sessions.revoke(family.id, account ? 'disabled' : 'missing-account');
    throw forbidden(C.disabled, 'User is disabled');
  }
  if (!mayActAs(targetRole, account.grantedRoles)) throw notGranted();

  // The switch continues the caller's session: a bare access token keeps the session id it carries.
  const session = family
    ? {
        sessionId: family.id,
        refreshToken: await ctx.sessions.rotate(family, refreshToken!, targetRole),
        clientId: family.clientId,
      }
    : user.sid
      ? { sessionId: user.sid }
      : undefined;
  return personTokens(ctx, account, targetRole, session);
}
