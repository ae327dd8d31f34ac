import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { createAppStore } from '../app/store.ts';

/** One component inside the application's providers (store, i18n), for component tests of the features. */
export function renderWithStore(ui: ReactElement) {
  const store = createAppStore();
  const view = render(<AppProviders store={store}>{ui}</AppProviders>);
  return { store, ...view };
}
