import { v7 as uuidv7 } from 'uuid';
import { AccountEvents } from '@teleplan/proto/events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { conflict, notFound } from '@teleplan/kit/errors';
import type { AccountRow } from '../data/entities/account.entity.ts';
import type { ProfileRow } from '../data/entities/profile.entity.ts';
import { ProvisioningRepository } from '../data/provisioning.repository.ts';
import type { AccountsContext } from './context.ts';
import { initializePassword } from './password-links.ts';
import { assertPasswordRules, DEFAULT_ZONE } from './rules.ts';
import { toComposite } from './snapshots.ts';
import { newToken } from './tokens.ts';
import { inTransaction } from './unit-of-work.ts';

const A = MessageCodes.accounts;

export interface BootstrapAdmin {
  email: string;
  password: string;
}

/** Refuses, at start, a bootstrap configuration that could never sign in. */
export function assertBootstrapAdmin(admin: BootstrapAdmin): void {
  if (!admin.email && !admin.password) return;
  if (!admin.email || !admin.password)
    throw new Error('ACCOUNTS_BOOTSTRAP_ADMIN_EMAIL and ACCOUNTS_BOOTSTRAP_ADMIN_PASSWORD go together');
  try {
    assertPasswordRules(admin.password);
  } catch {
    throw new Error('ACCOUNTS_BOOTSTRAP_ADMIN_PASSWORD does not follow the password rules');
  }
}

/**
 * Creates the first super administrator, enabled with `admin.password`, when the database holds no account.
 * True when it created it now. Its profile is named "Super Administrateur" until its owner edits it.
 */
export async function bootstrapSuperAdmin(ctx: AccountsContext, admin: BootstrapAdmin): Promise<boolean> {
  assertBootstrapAdmin(admin);
  if (!admin.email) return false;
  // Every start but the first ends here, without paying for the hash.
  if (await new ProvisioningRepository(ctx.dataSource.manager).anyAccount()) return false;
  const passwordHash = await ctx.hasher.hash(admin.password);
  return inTransaction(ctx, async (work) => {
    const accounts = new ProvisioningRepository(work.manager);
    // Two replicas starting together: the second waits here, then finds the account.
    await accounts.lockAccountTable();
    if (await accounts.anyAccount()) return false;
    const id = uuidv7();
    const profile: ProfileRow = {
      id,
      firstName: 'Super',
      lastName: 'Administrateur',
      email: admin.email.trim().toLowerCase(),
      telephoneNumber: null,
      sex: null,
      zone: DEFAULT_ZONE,
      staff: true,
      createdAt: work.now,
      updatedAt: work.now,
    };
    const account: AccountRow = {
      id,
      enabled: true,
      grantedRoles: ['SUPER_ADMIN'],
      preferredRole: 'SUPER_ADMIN',
      passwordHash,
      activatedAt: work.now,
      termsAcceptedAt: null,
      createdAt: work.now,
      updatedAt: work.now,
    };
    await accounts.insertPerson(profile, account);
    const composite = toComposite(profile, account);
    await work.emit(AccountEvents.profileCreated, { current: composite.profile });
    await work.emit(AccountEvents.accountCreated, { current: composite.account });
    return true;
  });
}

/**
 * Activates the never-activated account `id` with `password` for a provisioning tool: a fresh first-connection
 * link is made (older ones stop working, no mail) and redeemed at once through the owner's own use case, so
 * the rules and events are those of `initialize-password`. An account that is enabled, or was activated once
 * and then disabled, is refused: re-enabling it belongs to the people who may deactivate it.
 */
export async function activateProvisioned(ctx: AccountsContext, id: string, password: string): Promise<void> {
  assertPasswordRules(password);
  const token = await newActivationLink(ctx, id);
  await initializePassword(ctx, { token, password, termsAccepted: true });
}

async function newActivationLink(ctx: AccountsContext, id: string): Promise<string> {
  return inTransaction(ctx, async (work) => {
    const accounts = new ProvisioningRepository(work.manager);
    const account = await accounts.lockedAccount(id);
    if (!account) throw notFound(A.missingAccount, 'No account with this id');
    if (account.enabled || account.activatedAt !== null)
      throw conflict(A.alreadyEnabled, 'This account was activated already');
    const { token, hash } = newToken();
    await accounts.replaceActivationLink({
      tokenHash: hash,
      accountId: id,
      kind: 'activation',
      createdAt: work.now,
      expiresAt: new Date(work.now.getTime() + ctx.tokenTtlHours * 3600_000),
      usedAt: null,
    });
    return token;
  });
}
