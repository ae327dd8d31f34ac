import type { Role } from '@teleplan/proto/roles';
import type { RouteEntry } from '../../shared/routing/route-entry.ts';
import { appRoutes } from './app-routes.tsx';
import { entriesAllow, matchedEntries } from './entry-handle.ts';

/** The entry of a concrete pathname as the router matches it, or null when no registered route has that shape. */
export function routeAccessFor(pathname: string): RouteEntry | null {
  return matchedEntries(appRoutes, pathname).at(-1) ?? null;
}

/** Whether `role` may open `pathname`, as the guard decides (false for paths that are not registered routes). */
export function canAccess(pathname: string, role: Role): boolean {
  const entries = matchedEntries(appRoutes, pathname);
  return entries.length > 0 && entriesAllow(entries, role);
}
