import { useCallback, useState } from 'react';
import { readPreference, STORAGE_KEYS, writePreference } from '../../shared/storage/device-storage.ts';

/** Whether the primary navigation shows its labels on wide screens; remembered on this device. */
export function useNavExtended(): [boolean, () => void] {
  const [extended, setExtended] = useState(() => readPreference(STORAGE_KEYS.navExtended) !== 'false');
  const toggle = useCallback(() => {
    setExtended((was) => {
      writePreference(STORAGE_KEYS.navExtended, String(!was));
      return !was;
    });
  }, []);
  return [extended, toggle];
}
