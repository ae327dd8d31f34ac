import { lazy, type ReactNode } from 'react';
import type { RouteEntry } from './route-entry.ts';

/**
 * A route's page kept out of the main bundle: its code is fetched when the page is first shown, or at boot when
 * a full navigation opens it (`preload`, docs/screens.md#routes). `render` draws the page from its loaded module.
 * The browser fetches a module once, so the preload and the render share one download.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): Required<Pick<RouteEntry, 'element' | 'preload'>> {
  const Page = lazy(async () => {
    const module = await load();
    return { default: () => render(module) };
  });
  return {
    element: <Page />,
    preload: () => {
      void load();
    },
  };
}
