import { matchPath } from 'react-router';
import type { RouteEntry } from '../../shared/routing/route-entry.ts';

/**
 * Starts the preload of the page a full navigation opens (`pathname` at boot) and of the entries framing it, before
 * the session is restored: their lazily loaded code and the session's round trip then overlap instead of following
 * each other.
 */
export function preloadOpenedPage(registry: readonly RouteEntry[], pathname: string): void {
  const frameOf = (entry: RouteEntry) => registry.find((other) => other.path === entry.within);
  let entry = registry.find((candidate) => matchPath(candidate.path, pathname));
  while (entry) {
    entry.preload?.();
    entry = entry.within ? frameOf(entry) : undefined;
  }
}
