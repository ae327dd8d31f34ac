import type { PatchProfileBody, Profile } from '@teleplan/proto/accounts';
import { AccountEvents } from '@teleplan/proto/events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { mayEditProfile } from '@teleplan/proto/roles';
import { badRequest, forbidden, notFound } from '@teleplan/kit/errors';
import type { AccountRow } from '../data/entities/account.entity.ts';
import type { ProfileRow } from '../data/entities/profile.entity.ts';
import { AccountsRepository } from '../data/accounts.repository.ts';
import { ProfilesRepository } from '../data/profiles.repository.ts';
import { isUniqueViolation } from '../data/unique-violation.ts';
import { emailChangedMail } from '../mail/templates.ts';
import type { AccountsContext } from './context.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { assertTimeZone, emailTaken, emptyToNull, languageOf } from './rules.ts';
import { sameJson, toComposite } from './snapshots.ts';
import { assertPreferredRole } from './staff-accounts.ts';
import { inTransaction, type Work } from './unit-of-work.ts';

const A = MessageCodes.accounts;

/** Checks a new email is free; null is refused for a profile with an account (it signs in with it). */
export async function assertEmailChange(
  work: Work,
  profile: ProfileRow,
  hasAccount: boolean,
  email: string | null,
): Promise<void> {
  if (email === null && hasAccount)
    throw badRequest(A.emailRequired, 'A person with an account keeps an email');
  if (email === null || email === profile.email) return;
  const other = await new ProfilesRepository(work.manager).findByEmail(email);
  if (other && other.id !== profile.id) throw emailTaken(A.existingEmail, other.id);
}

/**
 * Writes the changed profile and account and emits `profile.updated` / `account.updated` with both snapshots;
 * nothing when nothing changed. When the email of an account changes, its former address gets a notice once
 * the change is committed.
 */
export async function saveChanges(
  ctx: AccountsContext,
  work: Work,
  before: { profile: ProfileRow; account: AccountRow | null },
  after: { profile: ProfileRow; account: AccountRow | null },
): Promise<void> {
  const previous = toComposite(before.profile, before.account);
  const current = toComposite(after.profile, after.account);
  if (!sameJson(previous.profile, current.profile)) {
    await new ProfilesRepository(work.manager).update({ ...after.profile, updatedAt: work.now });
    await work.emit(AccountEvents.profileUpdated, { current: current.profile, previous: previous.profile });
  }
  if (
    after.account &&
    before.account &&
    (!sameJson(previous.account, current.account) || after.account !== before.account)
  ) {
    await new AccountsRepository(work.manager).update({ ...after.account, updatedAt: work.now });
    if (!sameJson(previous.account, current.account)) {
      await work.emit(AccountEvents.accountUpdated, { current: current.account, previous: previous.account });
    }
  }
  const formerEmail = before.profile.email;
  if (before.account && formerEmail && after.profile.email && formerEmail !== after.profile.email) {
    const notice = emailChangedMail({ ...before.profile, email: formerEmail }, after.profile.email);
    work.afterCommit(() => ctx.mail.dispatch(notice));
  }
}

/**
 * PATCH profile/{id}: profile fields and/or the preferred role. One's own profile always, but not one's own
 * email: that signs in, so it changes only through the own-account form, which checks the current password
 * (a stolen access token alone must not take the account over). A staff member's profile for admins and
 * sector managers who manage them; a patient's when the connected role outranks theirs.
 */
export async function patchProfile(
  ctx: AccountsContext,
  actor: Actor,
  id: string,
  body: PatchProfileBody,
): Promise<Profile> {
  if (body.zone !== undefined) assertTimeZone(body.zone);
  const language = body.language === undefined ? undefined : languageOf(body.language);
  try {
    return await inTransaction(ctx, async (work) => {
      const profile = await new ProfilesRepository(work.manager).find(id, true);
      if (!profile) throw notFound(A.missingProfile, 'No profile with this id');
      const account = await new AccountsRepository(work.manager).find(id, true);
      if (!mayEditProfile(actor, { id, staff: profile.staff, roles: account?.grantedRoles ?? [] })) {
        throw forbidden(A.unauthorizedProfileModification, 'You may not modify this profile');
      }
      const next: ProfileRow = { ...profile };
      if (body.firstName !== undefined) next.firstName = body.firstName.trim();
      if (body.lastName !== undefined) next.lastName = body.lastName.trim();
      if (body.sex !== undefined) next.sex = body.sex;
      if (body.zone !== undefined) next.zone = body.zone;
      if (language !== undefined) next.language = language;
      if (body.telephoneNumber !== undefined) next.telephoneNumber = emptyToNull(body.telephoneNumber);
      if (body.email !== undefined) {
        next.email = emptyToNull(body.email)?.toLowerCase() ?? null;
        if (id === actor.id && next.email !== profile.email) {
          throw forbidden(
            A.ownEmailNeedsPassword,
            'Change your own email through your account, with your password',
          );
        }
        await assertEmailChange(work, profile, account !== null, next.email);
      }
      let nextAccount: AccountRow | null = account;
      if (body.preferredRole !== undefined) {
        assertPreferredRole(body.preferredRole, account?.grantedRoles ?? []);
        if (account) nextAccount = { ...account, preferredRole: body.preferredRole };
      }
      await saveChanges(ctx, work, { profile, account }, { profile: next, account: nextAccount });
      return toComposite(next, nextAccount).profile;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw emailTaken(A.existingEmail);
  }
}
