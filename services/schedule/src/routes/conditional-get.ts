import type { IncomingHttpHeaders } from 'node:http';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET may be answered 304 Not Modified (RFC 9110, 13.1-13.2): If-None-Match, when sent, decides alone
 * (weak comparison, `*` matches); otherwise If-Modified-Since, to the second (HTTP dates have no fraction).
 */
export function notModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const match = headers['if-none-match'];
  if (match !== undefined)
    return match.trim() === '*' || match.split(',').some((tag) => opaque(tag) === opaque(etag));
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
