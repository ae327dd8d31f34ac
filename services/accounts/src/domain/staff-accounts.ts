import { v7 as uuidv7 } from 'uuid';
import type { Account, CompositeProfile, CreateStaffBody } from '@teleplan/proto/accounts';
import { AccountEvents } from '@teleplan/proto/events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { creatableRoles, mayManage, type Role } from '@teleplan/proto/roles';
import { AppError, badRequest, conflict, forbidden, notFound } from '@teleplan/kit/errors';
import type { AccountRow } from '../data/entities/account.entity.ts';
import type { ProfileRow } from '../data/entities/profile.entity.ts';
import { AccountsRepository } from '../data/accounts.repository.ts';
import { PasswordTokensRepository } from '../data/password-tokens.repository.ts';
import { ProfilesRepository } from '../data/profiles.repository.ts';
import { RoomReplicaRepository } from '../data/room-replica.repository.ts';
import { isUniqueViolation } from '../data/unique-violation.ts';
import type { AccountsContext } from './context.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { issueLink } from './password-links.ts';
import { DEACTIVATORS, isReachableRoleSet, normaliseRoles, roleChangeRefusal } from './permissions.ts';
import { assertTimeZone, DEFAULT_ZONE, emailTaken, emptyToNull, languageOf } from './rules.ts';
import { toAccount, toComposite } from './snapshots.ts';
import { inTransaction, type Work } from './unit-of-work.ts';

const A = MessageCodes.accounts;

/** A preferred role must be one of `roles` and never PATIENT (docs/roles.md#the-roles). */
export function assertPreferredRole(preferred: Role | null | undefined, roles: readonly Role[]): void {
  if (
    preferred !== null &&
    preferred !== undefined &&
    (preferred === 'PATIENT' || !roles.includes(preferred))
  ) {
    throw badRequest(A.preferredRoleNotGranted, 'The preferred role must be one of the granted staff roles');
  }
}

/**
 * A staff profile and its account, disabled until the person follows the first-connection link mailed to them.
 * The actor may give only the roles it may create (a room manager: ROOM_USER only, and only while it manages a
 * room, which the person then joins through material-resources).
 */
export async function createStaff(
  ctx: AccountsContext,
  actor: Actor,
  body: CreateStaffBody,
): Promise<CompositeProfile> {
  const roles = normaliseRoles(body.roles);
  const allowed = creatableRoles(actor.role);
  if (!roles.every((role) => allowed.includes(role))) {
    throw forbidden(
      A.roleNotGrantable,
      `${actor.role} may create accounts with ${allowed.join(', ') || 'no role'} only`,
    );
  }
  if (!isReachableRoleSet(roles)) throw conflict(A.roleHierarchy, 'These roles cannot be held together');
  assertPreferredRole(body.preferredRole, roles);
  if (
    actor.role === 'ROOM_MANAGER' &&
    !(await new RoomReplicaRepository(ctx.dataSource.manager).managesARoom(actor.id))
  ) {
    throw forbidden(A.roomNotManaged, 'A room manager creates accounts for their own room, and manages none');
  }
  const zone = body.zone ?? DEFAULT_ZONE;
  assertTimeZone(zone);
  const language = languageOf(body.language);
  const email = body.email.toLowerCase();
  try {
    return await inTransaction(ctx, async (work) => {
      const profiles = new ProfilesRepository(work.manager);
      const existing = await profiles.findByEmail(email);
      if (existing) throw emailTaken(A.existingEmail, existing.id);
      const id = uuidv7();
      const profile: ProfileRow = {
        id,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email,
        telephoneNumber: emptyToNull(body.telephoneNumber),
        sex: body.sex,
        zone,
        language,
        // Everyone created here holds staff roles, so is staff whatever the body's `staff` flag says.
        staff: true,
        createdAt: work.now,
        updatedAt: work.now,
      };
      const account: AccountRow = {
        id,
        enabled: false,
        grantedRoles: roles,
        preferredRole: body.preferredRole ?? null,
        passwordHash: null,
        activatedAt: null,
        termsAcceptedAt: null,
        createdAt: work.now,
        updatedAt: work.now,
      };
      await profiles.insert(profile);
      await new AccountsRepository(work.manager).insert(account);
      await issueLink(ctx, work, account, profile, 'activation');
      const composite = toComposite(profile, account);
      await work.emit(AccountEvents.profileCreated, { current: composite.profile });
      await work.emit(AccountEvents.accountCreated, { current: composite.account });
      return composite;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw emailTaken(
      A.existingEmail,
      (await new ProfilesRepository(ctx.dataSource.manager).findByEmail(email))?.id,
    );
  }
}

async function lockedAccount(work: Work, id: string): Promise<{ account: AccountRow; profile: ProfileRow }> {
  const account = await new AccountsRepository(work.manager).find(id, true);
  const profile = account && (await new ProfilesRepository(work.manager).find(id, true));
  if (!account || !profile?.email) throw notFound(A.missingAccount, 'No account with this id');
  return { account, profile };
}

/** Grants or revokes one role, under the grant rules and the hierarchy (see `roleChangeRefusal`). */
export async function changeRole(
  ctx: AccountsContext,
  actor: Actor,
  id: string,
  role: Role,
  change: 'grant' | 'revoke',
): Promise<Account> {
  return inTransaction(ctx, async (work) => {
    const { account, profile } = await lockedAccount(work, id);
    const refusal = roleChangeRefusal(actor, { id, roles: account.grantedRoles }, role, change);
    if (refusal) throw new AppError(refusal.status, refusal.code, `Cannot ${change} ${role}`);
    const grantedRoles =
      change === 'grant'
        ? normaliseRoles([...account.grantedRoles, role])
        : account.grantedRoles.filter((r) => r !== role);
    const preferredRole =
      change === 'revoke' && account.preferredRole === role ? null : account.preferredRole;
    const next: AccountRow = { ...account, grantedRoles, preferredRole, updatedAt: work.now };
    await new AccountsRepository(work.manager).update(next);
    const current = toAccount(next, profile.email!);
    await work.emit(AccountEvents.accountRolesChanged, {
      current,
      previous: toAccount(account, profile.email!),
    });
    return current;
  });
}

/** Disables an account (super admin and admin, on accounts they manage, never their own). */
export async function deactivate(ctx: AccountsContext, actor: Actor, id: string): Promise<Account> {
  if (id === actor.id) throw forbidden(A.ownAccount, 'Nobody deactivates their own account');
  return inTransaction(ctx, async (work) => {
    const { account, profile } = await lockedAccount(work, id);
    if (!mayManage(actor.role, account.grantedRoles))
      throw forbidden(A.unauthorized, 'This account is out of your reach');
    if (!account.enabled) throw conflict(A.alreadyDisabled, 'The account is already disabled');
    const next: AccountRow = { ...account, enabled: false, updatedAt: work.now };
    await new AccountsRepository(work.manager).update(next);
    // An open activation link would otherwise let the person re-enable the account alone.
    await new PasswordTokensRepository(work.manager).closeOpen(id, work.now);
    const current = toAccount(next, profile.email!);
    await work.emit(AccountEvents.accountDeactivated, {
      current,
      previous: toAccount(account, profile.email!),
    });
    return current;
  });
}

/**
 * Mails a new first-connection link to a disabled account (older links stop working). The account stays
 * disabled until the person uses the link. The link of an account activated before re-enables
 * what someone deactivated, so only the roles that may deactivate it may send one; the others (a room or
 * sector manager) resend only the first activation mail of a person never activated, a room manager only to the
 * staff of a room it manages (replica of material-resources' rooms).
 */
export async function resendActivation(ctx: AccountsContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(ctx, async (work) => {
    const { account, profile } = await lockedAccount(work, id);
    if (!mayManage(actor.role, account.grantedRoles))
      throw forbidden(A.unauthorized, 'This account is out of your reach');
    if (
      actor.role === 'ROOM_MANAGER' &&
      !(await new RoomReplicaRepository(work.manager).managesRoomOf(actor.id, id))
    ) {
      throw forbidden(A.unauthorized, 'This person works in none of your rooms');
    }
    if (account.enabled) throw conflict(A.alreadyEnabled, 'The account is already enabled');
    if (account.activatedAt !== null && !DEACTIVATORS.includes(actor.role)) {
      throw forbidden(A.reactivationUnauthorized, 'Only the roles that deactivate an account re-enable it');
    }
    await issueLink(ctx, work, account, profile, 'activation');
  });
}
