/**
 * Small preferences remembered on this device (language, theme, navigation, current role name).
 * Never tokens: the access token lives in memory and the refresh token in an httpOnly cookie.
 */
export const STORAGE_KEYS = {
  language: 'teleplan.language',
  theme: 'teleplan.theme',
  navExtended: 'teleplan.nav-extended',
  role: 'teleplan.role',
  pinnedUsers: 'teleplan.pinned-users',
  pinnedAgenda: 'teleplan.pinned-agenda',
  planningDoctors: 'teleplan.planning-doctors',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readPreference(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Private modes and locked-down browsers throw on storage access: behave as if nothing was stored.
    return null;
  }
}

export function writePreference(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Same as above: a preference that cannot be stored is simply not remembered.
  }
}
