import { createAppStore } from '../app/store.ts';

/** The application's store alone, for tests of thunks and caches without a component. */
export function createTestStore() {
  return createAppStore();
}
