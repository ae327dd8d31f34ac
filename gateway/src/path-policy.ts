import { canonicalUrl, pathOf } from './canonical-url.ts';

/** `/api/<base>/internal/...` (service-to-service) and `/api/<base>/metrics`: for the services' own network. */
const SERVICES_ONLY = /^\/api\/[^/]+\/(?:internal(?:\/|$)|metrics\/?$)/i;
/** An encoded slash or a backslash, which a service or a URL parser further on may read as a separator. */
const AMBIGUOUS = /%2f|%5c|\\/i;

/** Whether `path` (canonical, no query) is for the services' network only, never routed from outside. */
export function isServicesOnly(path: string): boolean {
  return SERVICES_ONLY.test(path);
}

/**
 * Whether a request from outside may reach `url` (the request target as routed): not a services-only path,
 * nothing a later parser could split differently, and in the canonical form, which is what every check and the
 * services see (the server rewrites targets to it; one that was not rewritten is refused rather than trusted).
 */
export function isPublicApiUrl(url: string): boolean {
  const path = pathOf(url);
  return !isServicesOnly(path) && !AMBIGUOUS.test(path) && canonicalUrl(url) === url;
}

/** The key a path-based policy (a rate limit) matches on: the canonical path without a trailing slash. */
export function policyPath(url: string): string {
  const path = pathOf(url);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
