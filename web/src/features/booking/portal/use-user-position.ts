import { useEffect, useState } from 'react';
import type { Position } from './room-distance.ts';

/** How long the browser may take to tell where the person is before the rooms are listed by name. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export type UserPosition =
  | { status: 'locating' }
  | { status: 'known'; position: Position }
  /** Refused, unavailable, or too slow: the rooms go by name. */
  | { status: 'unknown' };

/** The person's position, asked once (the browser asks them first); never an error, at worst 'unknown'. */
export function useUserPosition(): UserPosition {
  const [state, setState] = useState<UserPosition>(() =>
    typeof navigator !== 'undefined' && navigator.geolocation
      ? { status: 'locating' }
      : { status: 'unknown' },
  );
  useEffect(() => {
    if (!navigator.geolocation) return undefined;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (current)
          setState({ status: 'known', position: { latitude: coords.latitude, longitude: coords.longitude } });
      },
      () => {
        if (current) setState({ status: 'unknown' });
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
