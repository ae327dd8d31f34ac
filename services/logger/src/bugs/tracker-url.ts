import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';

/**
 * The tracker's base URL as saved: an http(s) URL without credentials, query or fragment, without its trailing
 * slashes (docs/bug-viewer.md). Anything else is refused with `logger.bugs.tracker_url_invalid`.
 */
export function trackerBaseUrl(text: string): string {
  const refuse = (why: string) => badRequest(MessageCodes.logger.trackerUrlInvalid, `Tracker URL ${why}`);
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw refuse('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refuse('must start with http:// or https://');
  // The URL is shown back to the super admin: a password in it would be returned.
  if (url.username || url.password) throw refuse('must not hold a user name or password: use the token');
  if (url.search || url.hash) throw refuse('must not hold a query or a fragment');
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

/** The tracker's REST address of `path` (e.g. `issues/12`), under the saved base URL. */
export function trackerApiUrl(baseUrl: string, path: string, query?: URLSearchParams): string {
  const url = new URL(`${baseUrl}/api/rest/${path}`);
  if (query) url.search = query.toString();
  return url.href;
}
