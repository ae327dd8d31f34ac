/** RFC 3986's unreserved characters: percent-encoding one of them names the same resource. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ENCODED = /%([0-9A-Fa-f]{2})/g;

/** Where the path of a request target ends: the router (find-my-way) stops at `?` and at `#`. */
function pathEnd(url: string): number {
  const query = url.indexOf('?');
  const fragment = url.indexOf('#');
  if (query === -1) return fragment === -1 ? url.length : fragment;
  return fragment === -1 ? query : Math.min(query, fragment);
}

/** The path part of a request target, as the router reads it. */
export function pathOf(url: string): string {
  return url.slice(0, pathEnd(url));
}

function decodeUnreserved(path: string): string {
  if (!path.includes('%')) return path;
  return path.replace(ENCODED, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded;
  });
}

/** Drops `.`, `..` (RFC 3986 section 5.2.4) and empty segments; a trailing slash stays, routes tell it apart. */
function resolveSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === '..') kept.pop();
    else if (segment !== '.' && segment !== '') kept.push(segment);
  }
  const last = segments.at(-1);
  const trailingSlash = kept.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${kept.join('/')}${trailingSlash ? '/' : ''}`;
}

/**
 * The one form of a request target the gateway routes, checks and forwards: percent-encoded unreserved
 * characters decoded (`toke%6E` is `token`), dot segments resolved and duplicate slashes collapsed; the query is
 * left as it came. Other encodings (`%2F`, `%C3%A9`) stay: decoding them would change what the path means.
 * Installed as the server's `rewriteUrl`, so the route Fastify chooses, every hook that decides on the path and
 * what the proxy sends upstream all see this same string. A target that is not a path (`*`, absolute form) is
 * left alone: no route matches it.
 */
export function canonicalUrl(url: string): string {
  if (!url.startsWith('/')) return url;
  const end = pathEnd(url);
  const path = url.slice(0, end);
  const canonical = resolveSegments(decodeUnreserved(path));
  return canonical === path ? url : canonical + url.slice(end);
}
