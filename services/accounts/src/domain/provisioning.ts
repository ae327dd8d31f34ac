import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_LANGUAGE } from '@teleplan/proto/accounts';
import { AccountEvents } from '@teleplan/proto/events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { notFound } from '@teleplan/kit/errors';
import type { ProvisionedActivations } from '@teleplan/proto/provisioning';
import type { AccountRow } from '../data/entities/account.entity.ts';
import type { ProfileRow } from '../data/entities/profile.entity.ts';
import { AccountsRepository } from '../data/accounts.repository.ts';
import { ProfilesRepository } from '../data/profiles.repository.ts';
import { ProvisioningRepository } from '../data/provisioning.repository.ts';
import type { AccountsContext } from './context.ts';
import { enableWithPassword } from './password-links.ts';
import { assertPasswordRules, DEFAULT_ZONE } from './rules.ts';
import { toComposite } from './snapshots.ts';
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
      language: DEFAULT_LANGUAGE,
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
 * Activates the never-activated accounts `ids` with `password` for a provisioning tool, each as its own
 * first-connection link would (`enableWithPassword`: same rules and events; older links closed, no mail), in one
 * transaction. The password is hashed once: the accounts of one call share it, so one hash serves them all
 * (Argon2id costs tens of milliseconds a hash, the demo seeder activates dozens). An account that is enabled, or
 * was activated once and then disabled, is left as it is and listed refused: re-enabling it belongs to the people
 * who may deactivate it. An unknown id refuses the whole call.
 */
export async function activateProvisioned(
  ctx: AccountsContext,
  ids: readonly string[],
  password: string,
): Promise<ProvisionedActivations> {
  assertPasswordRules(password);
  const passwordHash = await ctx.hasher.hash(password);
  return inTransaction(ctx, async (work) => {
    const accounts = new AccountsRepository(work.manager);
    const profiles = new ProfilesRepository(work.manager);
    const done: ProvisionedActivations = { activated: [], refused: [] };
    // Locked in one order, as every other writer of several accounts would have to.
    for (const id of ids.toSorted()) {
      const account = await accounts.find(id, true);
      const email = account && (await profiles.find(id))?.email;
      if (!account || !email) throw notFound(A.missingAccount, `No account with the id ${id}`);
      if (account.enabled || account.activatedAt !== null) {
        done.refused.push(id);
        continue;
      }
      await enableWithPassword(work, account, email, passwordHash);
      done.activated.push(id);
    }
    return done;
  });
}
