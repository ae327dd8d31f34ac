import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { createAppStore } from '../app/store.ts';

/** One component inside the application's providers (store, i18n), for component tests of the features. */
export function renderWithStore(ui: ReactElement) {
  const store = createAppStore();
  const within = (node: ReactElement) => <AppProviders store={store}>{node}</AppProviders>;
  const view = render(within(ui));
  // Rerendered inside the same providers and store, as the application would update it.
  return { store, ...view, rerender: (next: ReactElement) => view.rerender(within(next)) };
}

/** A hook inside the application's providers; `toasts()` reads the texts of the toasts shown. */
export function renderHookWithStore<T>(hook: () => T) {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>{children}</AppProviders>
  );
  const view = renderHook(hook, { wrapper });
  const toasts = () => store.getState().toasts.items.map((toast) => toast.text);
  return { store, toasts, ...view };
}
