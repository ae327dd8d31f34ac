export type HashRoute = { page: 'initiate-account' | 'reset-account'; token: string | null };

/**
 * The mailed links are hash URLs ('/#/initiate-account?token=...', '/#/reset-account?token=...'), so the
 * server never sees the token. Reads which page and token the hash asks for; null for any other hash.
 */
export function parseHashRoute(hash: string): HashRoute | null {
  if (!hash.startsWith('#/')) return null;
  const url = new URL(hash.slice(1), 'http://hash.invalid');
  const page = url.pathname.replace(/\/+$/, '').slice(1);
  if (page !== 'initiate-account' && page !== 'reset-account') return null;
  const token = url.searchParams.get('token');
  return { page, token: token && token.trim() ? token.trim() : null };
}
