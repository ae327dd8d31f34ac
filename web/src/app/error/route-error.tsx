import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback.tsx';

/** Errors thrown while rendering a route (react-router catches them before any boundary above). */
export function RouteError() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error;
  return <ErrorFallback error={shown} />;
}
