import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '@teleplan/proto/roles';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/routes/app-routes.tsx';
import { createAppStore } from '../app/store.ts';
import { sessionCleared, tokenReceived } from '../shared/session/session-slice.ts';
import { fakeAccessToken } from './fake-token.ts';

interface RenderAppOptions {
  /** Signed in with this role (and these authorities); anonymous when absent. */
  role?: Role;
  authorities?: Role[];
  sub?: string;
  /** Leave the session in its first state, 'checking', as on page load. */
  checking?: boolean;
}

/** The whole route table in a memory router, as the browser would show `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const store = createAppStore();
  if (options.role)
    store.dispatch(tokenReceived(fakeAccessToken(options.role, options.authorities, options.sub)));
  else if (!options.checking) store.dispatch(sessionCleared());
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...view };
}
