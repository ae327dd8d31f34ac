import { readPreference, STORAGE_KEYS, writePreference } from '../storage/device-storage.ts';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();
const darkQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

/** The theme chosen on this device, or null while it follows the system preference. */
export function chosenTheme(): Theme | null {
  const stored = readPreference(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/** The theme in effect: the remembered choice, else the system preference. */
export function effectiveTheme(): Theme {
  return chosenTheme() ?? (darkQuery()?.matches ? 'dark' : 'light');
}

/** Writes the choice on <html data-theme>; without a choice the CSS follows prefers-color-scheme. */
export function applyTheme(): void {
  const choice = chosenTheme();
  if (choice) document.documentElement.dataset.theme = choice;
  else delete document.documentElement.dataset.theme;
}

export function chooseTheme(theme: Theme): void {
  writePreference(STORAGE_KEYS.theme, theme);
  applyTheme();
  listeners.forEach((notify) => notify());
}

export function subscribeTheme(notify: () => void): () => void {
  listeners.add(notify);
  const query = darkQuery();
  query?.addEventListener('change', notify);
  return () => {
    listeners.delete(notify);
    query?.removeEventListener('change', notify);
  };
}
