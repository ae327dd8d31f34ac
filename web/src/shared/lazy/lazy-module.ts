import { useEffect, useState } from 'react';

/** Code kept out of the bundle that uses it: fetched once, on first use or when `preload` is called. */
export interface LazyModule<M> {
  /** The module when its code is already there. */
  readonly loaded: () => M | undefined;
  /** Fetches the code (once; a failed download is tried again on the next call). */
  readonly start: () => Promise<M>;
  /** Starts fetching the code without waiting for it; a failure shows where the module is used. */
  readonly preload: () => void;
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
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
  return {
    loaded: () => loaded,
    start,
    preload: () => {
      start().catch(() => undefined);
    },
  };
}

/**
 * The module once its code is there (at once when it already is), undefined while it loads; a failed download is
 * thrown to the nearest error boundary.
 *
 * No Suspense: React holds back what follows a shown Suspense fallback by up to 300 ms, which code that came right
 * after it was asked for would pay in full.
 */
export function useLazyModule<M>(code: LazyModule<M>): M | undefined {
  const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({ module: code.loaded() }));
  const waiting = state.module === undefined && state.error === undefined;
  useEffect(() => {
    if (!waiting) return;
    let shown = true;
    code.start().then(
      (module) => shown && setState({ module }),
      (error: unknown) => shown && setState({ error }),
    );
    return () => {
      shown = false;
    };
  }, [waiting, code]);
  if (state.error !== undefined) throw state.error;
  return state.module;
}
