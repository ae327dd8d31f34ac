import { skipToken } from '@reduxjs/toolkit/query';
import type { Profile } from '@teleplan/proto/accounts';
import type { Role } from '@teleplan/proto/roles';
import { useCompositeProfileQuery } from '../api/patients-api.ts';

const READS_ACCOUNTS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER'];

/**
 * The roles a patient holds: none but PATIENT without an account (how accounts counts them); the account's
 * roles when the connected role may read accounts; null (unknown) otherwise, and while loading.
 */
export function usePatientRoles(actor: Role, profile: Profile | undefined): readonly Role[] | null {
  const needsAccount = !!profile?.accountId && READS_ACCOUNTS.includes(actor);
  const composite = useCompositeProfileQuery(needsAccount ? profile.id : skipToken);
  if (!profile) return null;
  if (!profile.accountId) return ['PATIENT'];
  return composite.data?.account?.grantedRoles ?? null;
}
