import { Navigate, type RouteObject } from 'react-router';
import { HOME_PATH, type RouteEntry } from '../../shared/routing/route-entry.ts';
import { RouteRegistryProvider } from '../../shared/routing/route-registry-context.tsx';
import { RouteError } from '../error/route-error.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import type { EntryHandle } from './entry-handle.ts';
import { RequireAuth } from './require-auth.tsx';
import { RequireRole } from './require-role.tsx';
import { RootFrame } from './root-frame.tsx';

/** The entry and, nested in it, the entries framed by it ('within'); paths stay absolute. */
function routeOf(entry: RouteEntry, registry: readonly RouteEntry[]): RouteObject {
  const framed = registry.filter((other) => other.within === entry.path);
  const index = entry.indexRedirect
    ? [{ index: true, element: <Navigate to={entry.indexRedirect} replace /> }]
    : [];
  const children = [...index, ...framed.map((child) => routeOf(child, registry))];
  return {
    path: entry.path,
    element: entry.element,
    handle: { entry } satisfies EntryHandle,
    ...(children.length > 0 ? { children } : {}),
  };
}

/**
 * The router's route table from a registry: public entries at the top level, the others inside the signed-in
 * frame, behind the session check and the role guard. Unknown /app/* paths go home; other unknown paths get
 * the 404 page.
 */
export function buildRoutes(registry: readonly RouteEntry[]): RouteObject[] {
  const topLevel = registry.filter((entry) => !entry.within);
  const publicRoutes = topLevel.filter((entry) => entry.roles === 'public');
  const appRoutes = topLevel.filter((entry) => entry.roles !== 'public');
  return [
    {
      element: (
        <RouteRegistryProvider value={registry}>
          <RootFrame />
        </RouteRegistryProvider>
      ),
      errorElement: <RouteError />,
      children: [
        ...publicRoutes.map((entry) => routeOf(entry, registry)),
        {
          path: '/app',
          element: (
            <RequireAuth>
              <RequireRole>
                <AppLayout />
              </RequireRole>
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            ...appRoutes.map((entry) => routeOf(entry, registry)),
            // Unknown paths under the application root go to the home page (docs/screens.md#routes).
            { path: '*', element: <Navigate to={HOME_PATH} replace /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
