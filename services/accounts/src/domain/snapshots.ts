import type { Account, CompositeProfile, Profile } from '@teleplan/proto/accounts';
import type { AccountRow } from '../data/entities/account.entity.ts';
import type { ProfileRow } from '../data/entities/profile.entity.ts';

/** The wire and event form of a profile. */
export function toProfile(profile: ProfileRow, hasAccount: boolean): Profile {
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    telephoneNumber: profile.telephoneNumber,
    sex: profile.sex,
    zone: profile.zone,
    language: profile.language,
    staff: profile.staff,
    audit: { createdDate: Math.floor(profile.createdAt.getTime() / 1000) },
    accountId: hasAccount ? profile.id : null,
  };
}

/** The wire and event form of an account; its email is its profile's. */
export function toAccount(account: AccountRow, email: string): Account {
  return {
    id: account.id,
    enabled: account.enabled,
    grantedRoles: [...account.grantedRoles],
    preferredRole: account.preferredRole,
    email,
  };
}

export function toComposite(profile: ProfileRow, account: AccountRow | null): CompositeProfile {
  return {
    profile: toProfile(profile, account !== null),
    account: account && profile.email ? toAccount(account, profile.email) : null,
  };
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
