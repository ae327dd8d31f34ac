import { useEffect, useRef, useState } from 'react';

/** How long a history keeps asking after its subject changed, and how often. */
export const CATCH_UP_MS = 15_000;
export const CATCH_UP_EVERY_MS = 1_500;

/**
 * The trail is written from the events a change publishes, a moment after the change itself: when `revision`
 * (the subject's last update) changes under an open history, the history asks again every 1.5 s for 15 s, so the
 * entry of what the viewer just did appears without a reload. Returns the polling interval to use (0: none).
 */
export function useCatchUpPolling(revision: string | undefined): number {
  const seen = useRef(revision);
  const [catchingUp, setCatchingUp] = useState(false);

  useEffect(() => {
    if (revision === seen.current) return;
    seen.current = revision;
    setCatchingUp(true);
    const done = setTimeout(() => setCatchingUp(false), CATCH_UP_MS);
    return () => clearTimeout(done);
  }, [revision]);

  return catchingUp ? CATCH_UP_EVERY_MS : 0;
}
