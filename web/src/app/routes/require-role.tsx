import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../shared/session/use-session.ts';
import { routeAccessFor } from './route-access.ts';

/**
 * Applies the route table: a role the table does not let in goes to /app/home. Paths that are not in the
 * table are left to the router, which sends unknown /app/* paths to /app/home too.
 */
export function RequireRole({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { claims } = useSession();
  const rule = routeAccessFor(pathname);
  if (rule && (!claims || !rule.roles.includes(claims.role))) return <Navigate to="/app/home" replace />;
  return children;
}
