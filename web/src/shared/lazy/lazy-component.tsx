import type { ComponentType, ReactNode } from 'react';
import { lazyModule, useLazyModule } from './lazy-module.ts';

/**
 * A component whose code loads when it is first drawn (or on `preload`), drawn at once when the code is already
 * there; `fallback` says it is loading meanwhile.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> & { preload: () => void } {
  const code = lazyModule(load);
  function LazyComponent(props: P) {
    const Component = useLazyModule(code);
    return Component === undefined ? fallback : <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload: code.preload });
}
