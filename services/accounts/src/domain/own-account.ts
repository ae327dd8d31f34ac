import type { CompositeProfile, UpdateOwnAccountBody } from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { badRequest, notFound } from '@teleplan/kit/errors';
import type { AccountRow } from '../data/entities/account.entity.ts';
import type { ProfileRow } from '../data/entities/profile.entity.ts';
import { AccountsRepository } from '../data/accounts.repository.ts';
import { PasswordTokensRepository } from '../data/password-tokens.repository.ts';
import { ProfilesRepository } from '../data/profiles.repository.ts';
import { isUniqueViolation } from '../data/unique-violation.ts';
import type { AccountsContext } from './context.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { assertEmailChange, saveChanges } from './profile-edit.ts';
import { assertPasswordRules, emailTaken, emptyToNull } from './rules.ts';
import { toComposite } from './snapshots.ts';
import { assertPreferredRole } from './staff-accounts.ts';
import { announceCredentialsChange } from './credentials-changes.ts';
import { inTransaction } from './unit-of-work.ts';

const A = MessageCodes.accounts;

/** The connected person's own profile and account. */
export async function ownAccount(ctx: AccountsContext, actor: Actor): Promise<CompositeProfile> {
  const manager = ctx.dataSource.manager;
  const [profile, account] = await Promise.all([
    new ProfilesRepository(manager).find(actor.id),
    new AccountsRepository(manager).find(actor.id),
  ]);
  if (!profile || !account) throw notFound(A.missingAccount, 'No account for this token');
  return toComposite(profile, account);
}

/**
 * The own-account form: the current password is required and checked; then email (free), preferred role
 * (granted, not PATIENT), phone and, when given, a new password following the rules. A changed password or
 * email ends the account's other sign-in sessions (`account.credentials-changed`); `sessionId`, the session
 * that made the change, is kept.
 */
export async function updateOwnAccount(
  ctx: AccountsContext,
  actor: Actor,
  body: UpdateOwnAccountBody,
  sessionId: string | null,
): Promise<CompositeProfile> {
  try {
    return await inTransaction(ctx, async (work) => {
      const account = await new AccountsRepository(work.manager).find(actor.id, true);
      const profile = account && (await new ProfilesRepository(work.manager).find(actor.id, true));
      if (!account || !profile) throw notFound(A.missingAccount, 'No account for this token');
      const oldOk = account.passwordHash
        ? await ctx.hasher.verify(account.passwordHash, body.oldPassword)
        : await ctx.hasher.verifyNothing(body.oldPassword);
      if (!oldOk) throw badRequest(A.wrongOldPassword, 'The current password is wrong');
      assertPreferredRole(body.account.preferredRole, account.grantedRoles);

      const next: ProfileRow = { ...profile, email: body.account.email.toLowerCase() };
      await assertEmailChange(work, profile, true, next.email);
      next.telephoneNumber = emptyToNull(body.profile.telephoneNumber);
      const nextAccount: AccountRow = { ...account, preferredRole: body.account.preferredRole };
      if (body.account.password) {
        assertPasswordRules(body.account.password);
        nextAccount.passwordHash = await ctx.hasher.hash(body.account.password);
        await new PasswordTokensRepository(work.manager).closeOpen(account.id, work.now, 'reset');
      }
      await saveChanges(ctx, work, { profile, account }, { profile: next, account: nextAccount });
      if (body.account.password) {
        await announceCredentialsChange(work, account.id, 'password-changed', sessionId);
      }
      if (next.email !== profile.email) {
        await announceCredentialsChange(work, account.id, 'email-changed', sessionId);
      }
      return toComposite(next, nextAccount);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw emailTaken(A.existingEmail);
  }
}
