import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router';
import { HOME_PATH } from '../../shared/routing/route-entry.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { entriesAllow, entriesOf } from './entry-handle.ts';
import { RefusedRedirect } from './refused-redirect.tsx';

/**
 * Applies the registry's roles to the page the router matched (and to the section framing it): a role they
 * do not let in goes to the home page, told why in a toast. Paths without an entry are left to the router,
 * which sends unknown /app/* paths home too.
 */
export function RequireRole({ children }: { children: ReactNode }) {
  const { claims } = useSession();
  const entries = entriesOf(useMatches().map((match) => match.handle));
  if (!claims) return <Navigate to={HOME_PATH} replace />;
  if (!entriesAllow(entries, claims.role)) return <RefusedRedirect role={claims.role} />;
  return children;
}
