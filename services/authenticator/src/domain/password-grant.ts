import type { AuthenticatorContext } from './context.ts';
import { initialRole } from './current-role.ts';
import { grantErrors } from './grant-error.ts';
import { attemptKey, remainingAttempts } from './lockout.ts';
import { personTokens, type GrantResult } from './token-response.ts';

export interface PasswordGrantInput {
  username?: string;
  password?: string;
  clientId: string;
}

/**
 * Signs a person in. The attempt is counted against the identifier before the password is checked (refused at
 * once when locked), so parallel attempts cannot pass the limit; a failure may lock, a success clears the count,
 * and an attempt accounts could not decide is given back. Attempts in flight never lock by themselves: one past
 * the limit is told to try again in a second (429). An unknown identifier goes through exactly the same steps as a
 * wrong password (accounts verifies it against a dummy hash), so the answer tells nobody who has an account.
 * A disabled account is only revealed to someone who gave its right password.
 */
export async function passwordGrant(
  ctx: AuthenticatorContext,
  input: PasswordGrantInput,
): Promise<GrantResult> {
  const identifier = attemptKey(input.username ?? '');
  if (!identifier) throw grantErrors.missingField('username');
  if (input.password === undefined) throw grantErrors.missingField('password');

  const counted = await ctx.attempts.reserve(identifier, ctx.clock(), ctx.lockPolicy);
  if (counted === 'locked') throw grantErrors.locked();
  if (counted === 'busy') throw grantErrors.attemptsInProgress();

  let verdict;
  try {
    verdict = await ctx.accounts.verifyCredentials(identifier, input.password);
  } catch (error) {
    // Accounts could not answer (503): this attempt decided nothing and must not count.
    await ctx.attempts.release(identifier, ctx.lockPolicy);
    throw error;
  }
  if (!verdict.valid || !verdict.account) {
    await ctx.attempts.recordFailure(identifier, ctx.clock(), ctx.lockPolicy);
    throw grantErrors.badCredentials(remainingAttempts(counted, ctx.lockPolicy));
  }
  await ctx.attempts.clear(identifier);

  const account = verdict.account;
  if (!account.enabled) throw grantErrors.disabled();
  const role = initialRole(account);
  const session = await ctx.sessions.start(account.id, input.clientId, role);
  return personTokens(ctx, account, role, { ...session, clientId: input.clientId });
}
