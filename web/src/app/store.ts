import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../shared/api/api.ts';
import { sessionSlice } from '../shared/session/session-slice.ts';
import { toastSlice } from '../shared/toast/toast-slice.ts';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  toasts: toastSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
