import type { ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../lazy/lazy-module.ts';
import { PageLoading } from '../ui/spinner.tsx';
import type { RouteEntry } from './route-entry.ts';

/**
 * A route's page kept out of the main bundle: its code is fetched when the page is first shown, or at boot when
 * a full navigation opens it (`preload`, docs/screens.md#routes). `render` draws the page from its loaded module.
 *
 * Code already there draws the page at once; otherwise the page says it is loading until the code comes (without
 * Suspense, see `useLazyModule`). A failed download goes to the route's error page and is tried again the next
 * time the page is opened.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): Required<Pick<RouteEntry, 'element' | 'preload'>> {
  const code = lazyModule(load);

  function LazyPage() {
    const module = useLazyModule(code);
    return module === undefined ? <PageLoading /> : render(module);
  }

  return { element: <LazyPage />, preload: code.preload };
}
