import { useSyncExternalStore } from 'react';
import { chooseTheme, effectiveTheme, subscribeTheme, type Theme } from './theme-store.ts';

/** The theme in effect and a toggle that remembers the new choice on this device. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, effectiveTheme, () => 'light' as const);
  return { theme, toggle: () => chooseTheme(theme === 'dark' ? 'light' : 'dark') };
}
