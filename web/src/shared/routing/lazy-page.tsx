import { useEffect, useState, type ReactNode } from 'react';
import { PageLoading } from '../ui/spinner.tsx';
import type { RouteEntry } from './route-entry.ts';

/**
 * A route's page kept out of the main bundle: its code is fetched when the page is first shown, or at boot when
 * a full navigation opens it (`preload`, docs/screens.md#routes). `render` draws the page from its loaded module.
 *
 * Code already there draws the page at once; otherwise the page says it is loading until the code comes. No
 * Suspense: React holds back what follows a shown Suspense fallback by up to 300 ms, which a page opened right
 * after its code came paid in full. A failed download goes to the route's error page and is tried again the next
 * time the page is opened.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): Required<Pick<RouteEntry, 'element' | 'preload'>> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyPage() {
    const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({ module: loaded }));
    const waiting = state.module === undefined && state.error === undefined;
    useEffect(() => {
      if (!waiting) return;
      let shown = true;
      start().then(
        (module) => shown && setState({ module }),
        (error: unknown) => shown && setState({ error }),
      );
      return () => {
        shown = false;
      };
    }, [waiting]);
    if (state.error !== undefined) throw state.error;
    return state.module === undefined ? <PageLoading /> : render(state.module);
  }

  return {
    element: <LazyPage />,
    preload: () => {
      // A failure shows when the page is drawn.
      start().catch(() => undefined);
    },
  };
}
