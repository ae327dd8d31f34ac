import { useState } from 'react';
import { readPreference, STORAGE_KEYS, writePreference } from '../../../shared/storage/device-storage.ts';

/** The multi-doctor view shows at most 3 doctors (docs/screens.md#calendars). */
export const MAX_PLANNING_DOCTORS = 3;

function remembered(): string[] {
  try {
    const stored: unknown = JSON.parse(readPreference(STORAGE_KEYS.planningDoctors) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string').slice(0, MAX_PLANNING_DOCTORS)
      : [];
  } catch {
    return [];
  }
}

/** The doctors chosen for the multi-doctor view, remembered on this device across visits. */
export function usePlanningDoctors() {
  const [chosen, setChosen] = useState<string[]>(remembered);
  return {
    chosen,
    toggle(id: string) {
      const next = chosen.includes(id)
        ? chosen.filter((other) => other !== id)
        : [...chosen, id].slice(0, MAX_PLANNING_DOCTORS);
      setChosen(next);
      writePreference(STORAGE_KEYS.planningDoctors, JSON.stringify(next));
    },
  };
}
