import { lazy, useState, type ReactNode } from 'react';
import type { RouteEntry } from './route-entry.ts';

/**
 * A route's page kept out of the main bundle: its code is fetched when the page is first shown, or at boot when
 * a full navigation opens it (`preload`, docs/screens.md#routes). `render` draws the page from its loaded module.
 *
 * A page whose code is already there renders at once: React.lazy would suspend it once all the same, and React
 * holds back what follows a shown fallback by up to 300 ms (measured: a preloaded calendar drawn that much later).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): Required<Pick<RouteEntry, 'element' | 'preload'>> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = module)));
  const Suspending = lazy(async () => {
    const module = await start();
    return { default: () => render(module) };
  });
  function LazyPage() {
    // Chosen once per mount: going from one way to the other would draw the page anew.
    const [ready] = useState(() => loaded);
    return ready === undefined ? <Suspending /> : render(ready);
  }
  return {
    element: <LazyPage />,
    preload: () => {
      // A failure shows when the page is drawn.
      start().catch(() => undefined);
    },
  };
}
