import { isRole, type Role } from '@teleplan/proto/roles';
import { readPreference, STORAGE_KEYS, writePreference } from '../storage/device-storage.ts';

/** The current role's name (not a token) is remembered so a reload can re-apply it after the refresh. */
export function rememberedRole(): Role | null {
  const stored = readPreference(STORAGE_KEYS.role);
  return stored && isRole(stored) ? stored : null;
}

export function rememberRole(role: Role): void {
  writePreference(STORAGE_KEYS.role, role);
}

export function forgetRole(): void {
  writePreference(STORAGE_KEYS.role, null);
}
