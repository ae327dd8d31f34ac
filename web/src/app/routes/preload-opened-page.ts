import { matchPath } from 'react-router';
import type { RouteEntry } from '../../shared/routing/route-entry.ts';

/**
 * Starts the preload of the page a full navigation opens (`pathname` at boot), before the session is restored:
 * its lazily loaded code and the session's round trip then overlap instead of following each other.
 */
export function preloadOpenedPage(registry: readonly RouteEntry[], pathname: string): void {
  const opened = registry.find((entry) => matchPath(entry.path, pathname));
  opened?.preload?.();
}
