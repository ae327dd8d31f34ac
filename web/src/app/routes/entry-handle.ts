import { matchRoutes, type RouteObject } from 'react-router';
import type { Role } from '@teleplan/proto/roles';
import { isOpenTo } from '../../shared/routing/role-navigation.ts';
import type { RouteEntry } from '../../shared/routing/route-entry.ts';

/** What every route object built from a registry entry carries, for the guard (useMatches) and canAccess. */
export interface EntryHandle {
  entry: RouteEntry;
}

export function entryOf(handle: unknown): RouteEntry | null {
  return handle && typeof handle === 'object' && 'entry' in handle ? (handle as EntryHandle).entry : null;
}

/** The registry entries among the handles of route matches (a section, then the page framed in it). */
export function entriesOf(handles: readonly unknown[]): RouteEntry[] {
  return handles.flatMap((handle) => entryOf(handle) ?? []);
}

/** The registry entries of the routes the router matches for `pathname`, outermost first. */
export function matchedEntries(routes: RouteObject[], pathname: string): RouteEntry[] {
  return entriesOf((matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle));
}

/** Whether every matched entry lets `role` in. */
export function entriesAllow(entries: readonly RouteEntry[], role: Role): boolean {
  return entries.every((entry) => isOpenTo(entry, role));
}
