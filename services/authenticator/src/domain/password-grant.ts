import type { AuthenticatorContext } from './context.ts';
import { initialRole } from './current-role.ts';
import { grantErrors } from './grant-error.ts';
import { afterFailure, attemptKey, isLocked, remainingAttempts } from './lockout.ts';
import { personTokens, type GrantResult } from './token-response.ts';

export interface PasswordGrantInput {
  username?: string;
  password?: string;
  clientId: string;
}

/**
 * Signs a person in. The lock is checked first; an unknown identifier goes through exactly the same steps as
 * a wrong password (accounts verifies it against a dummy hash), so the answer tells nobody who has an account.
 * A disabled account is only revealed to someone who gave its right password.
 */
export async function passwordGrant(
  ctx: AuthenticatorContext,
  input: PasswordGrantInput,
): Promise<GrantResult> {
  const identifier = attemptKey(input.username ?? '');
  if (!identifier) throw grantErrors.missingField('username');
  if (input.password === undefined) throw grantErrors.missingField('password');

  const record = await ctx.attempts.find(identifier);
  if (isLocked(record, ctx.now())) throw grantErrors.locked();

  // When accounts cannot answer this throws 503 before anything is counted.
  const verdict = await ctx.accounts.verifyCredentials(identifier, input.password);
  if (!verdict.valid || !verdict.account) {
    const now = ctx.now();
    const after = await ctx.attempts.recordFailure(identifier, (current) =>
      afterFailure(current, now, ctx.lockPolicy),
    );
    throw grantErrors.badCredentials(remainingAttempts(after, ctx.lockPolicy));
  }
  if (record) await ctx.attempts.clear(identifier);

  const account = verdict.account;
  if (!account.enabled) throw grantErrors.disabled();
  const role = initialRole(account);
  const refreshToken = await ctx.sessions.start(account.id, input.clientId, role);
  return personTokens(ctx, account, role, { refreshToken, clientId: input.clientId });
}
