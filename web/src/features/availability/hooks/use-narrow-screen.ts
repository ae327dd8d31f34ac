import { useSyncExternalStore } from 'react';

/** Below the 540 px breakpoint the availability calendars show one day. */
const NARROW = '(max-width: 539.98px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is phone-sized (follows rotation and resizing). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
