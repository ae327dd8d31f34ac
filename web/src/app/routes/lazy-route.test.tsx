import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@teleplan/proto/roles';
import { lazyPage } from '../../shared/routing/lazy-page.tsx';
import { HOME_PATH, type RouteEntry } from '../../shared/routing/route-entry.ts';
import { tokenReceived } from '../../shared/session/session-slice.ts';
import { fakeAccessToken } from '../../testing/fake-token.ts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { AppProviders } from '../providers.tsx';
import { createAppStore } from '../store.ts';
import { buildRoutes } from './build-routes.tsx';

/** A page module whose download the test finishes when it wants. */
function pendingPageModule() {
  let arrive!: () => void;
  const module = new Promise<{ ReportsPage: () => ReactNode }>((resolve) => {
    arrive = () => resolve({ ReportsPage: () => <h1>Page des rapports</h1> });
  });
  return { module, arrive };
}

/** The signed-in frame around `page` at '/app/reports', as an admin. */
function renderReports(page: Pick<RouteEntry, 'element'>) {
  mockFetch();
  const registry: RouteEntry[] = [
    { path: HOME_PATH, roles: ROLES, element: <h1>Accueil</h1> },
    { path: '/app/reports', roles: ['ADMIN'], ...page },
  ];
  const store = createAppStore();
  store.dispatch(tokenReceived(fakeAccessToken('ADMIN', ['ADMIN'], 'p1')));
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: ['/app/reports'] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a page whose code is loaded apart', () => {
  it('opens in the signed-in frame, which says the page is loading until its code has come', async () => {
    const { module, arrive } = pendingPageModule();
    renderReports(
      lazyPage(
        () => module,
        (page) => <page.ReportsPage />,
      ),
    );

    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.queryByRole('heading', { name: 'Page des rapports' })).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Page des rapports' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('is drawn with the frame, never a loading status, when its code came first (preloaded at boot)', async () => {
    const { module, arrive } = pendingPageModule();
    const reports = lazyPage(
      () => module,
      (page) => <page.ReportsPage />,
    );
    reports.preload();
    arrive();
    await module;
    renderReports(reports);

    await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(screen.getByRole('heading', { name: 'Page des rapports' })).toBeInTheDocument();
  });

  it('shows the error page with a refresh button when its code cannot be fetched', async () => {
    renderReports(
      lazyPage(
        () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
        () => <h1>Page des rapports</h1>,
      ),
    );

    expect(await screen.findByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rafraîchir la page' })).toBeInTheDocument();
  });

  it('starts fetching its code when preloaded, before it is shown', () => {
    let fetched = 0;
    const page = lazyPage(
      () => {
        fetched += 1;
        return pendingPageModule().module;
      },
      (loaded) => <loaded.ReportsPage />,
    );
    expect(fetched).toBe(0);
    page.preload();
    expect(fetched).toBe(1);
  });
});
