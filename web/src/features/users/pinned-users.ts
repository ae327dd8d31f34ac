import { useCallback, useState } from 'react';
import { readPreference, STORAGE_KEYS, writePreference } from '../../shared/storage/device-storage.ts';

/** A user pinned on this device, with the name to show without asking the server. */
export interface PinnedUser {
  id: string;
  name: string;
}

const MAX_PINNED = 12;

function readPinned(): PinnedUser[] {
  try {
    const value: unknown = JSON.parse(readPreference(STORAGE_KEYS.pinnedUsers) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is PinnedUser =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.id === 'string' &&
        typeof item.name === 'string',
    );
  } catch {
    return [];
  }
}

/** The users pinned on this device (kept in localStorage, newest first, at most 12). */
export function usePinnedUsers() {
  const [pinned, setPinned] = useState<PinnedUser[]>(readPinned);
  const save = useCallback((next: PinnedUser[]) => {
    writePreference(STORAGE_KEYS.pinnedUsers, JSON.stringify(next));
    setPinned(next);
  }, []);
  const isPinned = useCallback((id: string) => pinned.some((user) => user.id === id), [pinned]);
  const toggle = useCallback(
    (user: PinnedUser) =>
      save(
        pinned.some((p) => p.id === user.id)
          ? pinned.filter((p) => p.id !== user.id)
          : [user, ...pinned].slice(0, MAX_PINNED),
      ),
    [pinned, save],
  );
  return { pinned, isPinned, toggle };
}
