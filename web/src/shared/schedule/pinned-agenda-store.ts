import { useSyncExternalStore } from 'react';
import { readPreference, STORAGE_KEYS, writePreference } from '../storage/device-storage.ts';

/** A doctor (or room) whose agenda floats over every page, remembered on this device. */
export interface PinnedAgenda {
  ownerType: 'DOCTOR' | 'ROOM';
  id: string;
  name: string;
  /** Where the frame was left, in px from the top-left corner of the window. */
  position?: { x: number; y: number };
}

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: PinnedAgenda | null = null;

function parse(text: string | null): PinnedAgenda | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const pinned = value as Partial<PinnedAgenda>;
    if ((pinned.ownerType !== 'DOCTOR' && pinned.ownerType !== 'ROOM') || typeof pinned.id !== 'string')
      return null;
    return {
      ownerType: pinned.ownerType,
      id: pinned.id,
      name: String(pinned.name ?? ''),
      position: pinned.position,
    };
  } catch {
    return null;
  }
}

/** The pinned agenda, read again only when the stored text changed (a stable value for React). */
export function pinnedAgenda(): PinnedAgenda | null {
  const text = readPreference(STORAGE_KEYS.pinnedAgenda);
  if (text !== cachedText) {
    cachedText = text;
    cached = parse(text);
  }
  return cached;
}

/** Pins an agenda (replacing the one pinned), or unpins with null. */
export function pinAgenda(agenda: PinnedAgenda | null): void {
  writePreference(STORAGE_KEYS.pinnedAgenda, agenda ? JSON.stringify(agenda) : null);
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function usePinnedAgenda(): PinnedAgenda | null {
  return useSyncExternalStore(subscribe, pinnedAgenda, () => null);
}
