import type { Account, VerifyCredentialsReply } from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { notFound } from '@teleplan/kit/errors';
import { AccountsRepository } from '../data/accounts.repository.ts';
import { ProfilesRepository } from '../data/profiles.repository.ts';
import type { AccountsContext } from './context.ts';
import { toAccount } from './snapshots.ts';

/**
 * For the authenticator: whether `password` is the password of the account holding `email`. An unknown email
 * or an account without password still costs one Argon2id verification (against a dummy hash), so timing
 * does not tell who has an account. A right password on a disabled account is `valid` with `enabled: false`:
 * the authenticator decides what to answer.
 */
export async function verifyCredentials(
  ctx: AccountsContext,
  email: string,
  password: string,
): Promise<VerifyCredentialsReply> {
  const found = await new AccountsRepository(ctx.dataSource.manager).findByEmail(email.trim());
  if (!found?.account.passwordHash || !found.profile.email) {
    await ctx.hasher.verifyNothing(password);
    return { valid: false };
  }
  if (!(await ctx.hasher.verify(found.account.passwordHash, password))) return { valid: false };
  return { valid: true, account: toAccount(found.account, found.profile.email) };
}

export async function internalAccount(ctx: AccountsContext, id: string): Promise<Account> {
  const account = await new AccountsRepository(ctx.dataSource.manager).find(id);
  const profile = account && (await new ProfilesRepository(ctx.dataSource.manager).find(id));
  if (!account || !profile?.email)
    throw notFound(MessageCodes.accounts.missingAccount, 'No account with this id');
  return toAccount(account, profile.email);
}
