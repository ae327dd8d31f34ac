import { AccountEvents } from '@teleplan/proto/events';
import type {
  InitializePasswordBody,
  PasswordTokenBody,
  RequestResetPasswordBody,
} from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { badRequest } from '@teleplan/kit/errors';
import { hashLinkToken, newLinkToken } from '@teleplan/kit/crypto/link-token';
import type { AccountRow } from '../data/entities/account.entity.ts';
import type { PasswordTokenKind } from '../data/entities/password-token.entity.ts';
import type { ProfileRow } from '../data/entities/profile.entity.ts';
import { AccountsRepository } from '../data/accounts.repository.ts';
import { PasswordTokensRepository } from '../data/password-tokens.repository.ts';
import { ProfilesRepository } from '../data/profiles.repository.ts';
import { activationMail, mailLink, resetMail } from '../mail/templates.ts';
import type { AccountsContext } from './context.ts';
import { announceCredentialsChange } from './credentials-changes.ts';
import { assertPasswordRules } from './rules.ts';
import { toAccount } from './snapshots.ts';
import { inTransaction, type Work } from './unit-of-work.ts';

const A = MessageCodes.accounts;

/**
 * Creates a new single-use link of `kind` for `account` (closing its older open ones of that kind) and sends
 * the mail once the transaction committed.
 */
export async function issueLink(
  ctx: AccountsContext,
  work: Work,
  account: AccountRow,
  profile: ProfileRow,
  kind: PasswordTokenKind,
): Promise<void> {
  if (!profile.email) return;
  const tokens = new PasswordTokensRepository(work.manager);
  await tokens.closeOpen(account.id, work.now, kind);
  const { token, hash } = newLinkToken();
  await tokens.insert({
    tokenHash: hash,
    accountId: account.id,
    kind,
    createdAt: work.now,
    expiresAt: new Date(work.now.getTime() + ctx.tokenTtlHours * 3600_000),
    usedAt: null,
  });
  const recipient = { firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
  const mail =
    kind === 'activation'
      ? activationMail(recipient, mailLink(ctx.publicUrl, 'initiate-account', token), ctx.tokenTtlHours)
      : resetMail(recipient, mailLink(ctx.publicUrl, 'reset-account', token), ctx.tokenTtlHours);
  work.afterCommit(() => ctx.mail.dispatch(mail));
}

async function redeem(
  work: Work,
  token: string,
  kind: PasswordTokenKind,
): Promise<{ account: AccountRow; email: string }> {
  const use = await new PasswordTokensRepository(work.manager).use(hashLinkToken(token), kind, work.now);
  if (use.outcome === 'expired') throw badRequest(A.tokenExpired, 'This link has expired');
  if (use.outcome === 'missing') {
    throw badRequest(
      kind === 'activation' ? A.initTokenMissing : A.resetTokenMissing,
      'Unknown or already used link',
    );
  }
  const account = await new AccountsRepository(work.manager).find(use.accountId, true);
  const email = account && (await new ProfilesRepository(work.manager).find(account.id))?.email;
  if (!account || !email)
    throw badRequest(kind === 'activation' ? A.initTokenMissing : A.resetTokenMissing, 'No account');
  return { account, email };
}

/**
 * First connection: the link's token, a password following the rules and the terms accepted; enables the account.
 * An account activated before (re-enabled after a deactivation) may still have sign-in sessions: they end.
 */
export async function initializePassword(ctx: AccountsContext, body: InitializePasswordBody): Promise<void> {
  if (body.termsAccepted !== true) throw badRequest(A.termsNotAccepted, 'The terms of use must be accepted');
  assertPasswordRules(body.password);
  await inTransaction(ctx, async (work) => {
    const { account, email } = await redeem(work, body.token, 'activation');
    await enableWithPassword(work, account, email, await ctx.hasher.hash(body.password));
    if (account.activatedAt !== null) {
      await announceCredentialsChange(work, account.id, 'password-reset', null);
    }
  });
}

/**
 * What a first connection does to the (locked) `account` once its link is redeemed: the password hash set, the
 * terms accepted now, the account enabled, its open links closed, `account.activated` announced.
 */
export async function enableWithPassword(
  work: Work,
  account: AccountRow,
  email: string,
  passwordHash: string,
): Promise<void> {
  const next: AccountRow = {
    ...account,
    passwordHash,
    enabled: true,
    activatedAt: account.activatedAt ?? work.now,
    termsAcceptedAt: work.now,
    updatedAt: work.now,
  };
  await new AccountsRepository(work.manager).update(next);
  await new PasswordTokensRepository(work.manager).closeOpen(account.id, work.now);
  await work.emit(AccountEvents.accountActivated, {
    current: toAccount(next, email),
    previous: toAccount(account, email),
  });
}

/** A new password through a reset link; the account's enabled state does not change and every session ends. */
export async function resetPassword(ctx: AccountsContext, body: PasswordTokenBody): Promise<void> {
  assertPasswordRules(body.password);
  await inTransaction(ctx, async (work) => {
    const { account } = await redeem(work, body.token, 'reset');
    await new AccountsRepository(work.manager).update({
      ...account,
      passwordHash: await ctx.hasher.hash(body.password),
      updatedAt: work.now,
    });
    await new PasswordTokensRepository(work.manager).closeOpen(account.id, work.now, 'reset');
    await announceCredentialsChange(work, account.id, 'password-reset', null);
  });
}

/**
 * After a solved captcha, mails a reset link when `email` has an account that is enabled or was once
 * activated. The lookup and the link are background work started after the captcha: the answer waits for
 * neither, so it is the same, and comes as fast, whether or not the email has an account.
 */
export async function requestResetPassword(
  ctx: AccountsContext,
  body: RequestResetPasswordBody,
): Promise<void> {
  if (!(await ctx.captcha.verify(body.captcha))) throw badRequest(A.captchaInvalid, 'Captcha not solved');
  ctx.background.run('reset-link', () =>
    inTransaction(ctx, async (work) => {
      const found = await new AccountsRepository(work.manager).findByEmail(body.email);
      if (found && (found.account.enabled || found.account.activatedAt !== null)) {
        await issueLink(ctx, work, found.account, found.profile, 'reset');
      }
    }),
  );
}
