import type { AuthenticatorContext } from './context.ts';
import { keptRole } from './current-role.ts';
import { grantErrors } from './grant-error.ts';
import { personTokens, type GrantResult } from './token-response.ts';

/**
 * Exchanges a refresh token for new tokens. The account is read again from accounts: a disabled or deleted
 * account ends the session, changed roles show in the new token, and the session keeps acting in its role
 * while that role is still granted.
 */
export async function refreshGrant(
  ctx: AuthenticatorContext,
  input: { refreshToken?: string; clientId: string },
): Promise<GrantResult> {
  if (!input.refreshToken) throw grantErrors.invalidRefresh();
  const family = await ctx.sessions.open(input.refreshToken);
  if (family.clientId !== input.clientId) throw grantErrors.invalidRefresh();

  const account = await ctx.accounts.getAccount(family.accountId);
  if (!account) {
    await ctx.sessions.revoke(family.id, 'missing-account');
    throw grantErrors.invalidRefresh();
  }
  if (!account.enabled) {
    await ctx.sessions.revoke(family.id, 'disabled');
    throw grantErrors.disabled();
  }
  const role = keptRole(family.actingRole, account);
  const refreshToken = await ctx.sessions.rotate(family, input.refreshToken, role);
  return personTokens(ctx, account, role, { sessionId: family.id, refreshToken, clientId: family.clientId });
}
