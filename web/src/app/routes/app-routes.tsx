import { buildRoutes } from './build-routes.tsx';
import { ROUTE_REGISTRY } from './route-registry.ts';

/** Every route of the SPA, built from the route registry. */
export const appRoutes = buildRoutes(ROUTE_REGISTRY);
