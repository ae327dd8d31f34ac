import { createContext, useContext } from 'react';
import type { RouteEntry } from './route-entry.ts';

const RouteRegistryContext = createContext<readonly RouteEntry[]>([]);

/** Set by the app around the router, so features can list the routes a role may open without importing app/. */
export const RouteRegistryProvider = RouteRegistryContext.Provider;

export function useRouteRegistry(): readonly RouteEntry[] {
  return useContext(RouteRegistryContext);
}
