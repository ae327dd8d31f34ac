// First: the session's refresh grant goes out before the rest of the code is evaluated.
import './early-session.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { appRoutes } from './app/routes/app-routes.tsx';
import { preloadOpenedPage } from './app/routes/preload-opened-page.ts';
import { ROUTE_REGISTRY } from './app/routes/route-registry.ts';
import { createAppStore } from './app/store.ts';
import { startSession } from './shared/session/session-thunks.ts';
import { applyTheme } from './shared/theme/theme-store.ts';
import './shared/theme/theme.css';
import './shared/ui/ui.css';
import './app/layout/layout.css';

applyTheme();
const store = createAppStore();
void store.dispatch(startSession());
preloadOpenedPage(ROUTE_REGISTRY, location.pathname);
const router = createBrowserRouter(appRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
