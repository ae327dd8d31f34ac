import { createPublicKey, type JsonWebKey } from 'node:crypto';

/** Finds the public key (PEM) that verifies a token signed with key `kid`. */
export type KeyResolver = (kid: string | undefined, alg: string) => Promise<string>;

export interface RemoteJwksOptions {
  /**
   * Least time between two fetches of the key set. A kid still unknown within it is refused without a fetch,
   * so tokens with made-up kids cannot make every service hammer the authenticator. Default 30 s.
   */
  refetchIntervalMs?: number;
  /** After a failed fetch (authenticator down), how soon the next lookup may try again. Default 1 s. */
  retryAfterFailureMs?: number;
  /** Age after which the set is fetched again on the next lookup, so retired keys stop verifying. Default 10 min. */
  maxAgeMs?: number;
  /** How long one fetch may take. Default 5 s. */
  fetchTimeoutMs?: number;
  now?: () => number;
}

interface PublishedKey {
  alg: string | undefined;
  pem: string;
}

interface Jwk extends JsonWebKey {
  kid?: string;
  alg?: string;
  use?: string;
}

/** The signing keys of a JWKS document, as PEM by kid (converted once per fetch, not per token). */
function parseKeySet(body: unknown): Map<string, PublishedKey> {
  const keys = (body as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new Error('JWKS without keys');
  const parsed = new Map<string, PublishedKey>();
  for (const jwk of keys as Jwk[]) {
    if (typeof jwk.kid !== 'string' || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
    const pem = createPublicKey({ key: jwk, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    parsed.set(jwk.kid, { alg: jwk.alg, pem });
  }
  return parsed;
}

/**
 * Keys fetched from the authenticator's JWKS at `<jwksBase>/.well-known/jwks.json` (e.g.
 * `http://127.0.0.1:3000/api/authenticator`) and cached. An unknown kid (a key rotation) fetches the set again,
 * at most once per `refetchIntervalMs`; lookups arriving during a fetch share it.
 */
export function remoteJwks(jwksBase: string, options: RemoteJwksOptions = {}): KeyResolver {
  const url = `${jwksBase.replace(/\/+$/, '')}/.well-known/jwks.json`;
  const refetchIntervalMs = options.refetchIntervalMs ?? 30_000;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? 1_000;
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const fetchTimeoutMs = options.fetchTimeoutMs ?? 5_000;
  const now = options.now ?? Date.now;

  let keys = new Map<string, PublishedKey>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let nextFetchAt = Number.NEGATIVE_INFINITY;
  let fetching: Promise<void> | undefined;

  const load = async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
      keys = parseKeySet(await response.json());
      loadedAt = now();
      nextFetchAt = loadedAt + refetchIntervalMs;
    } catch (error) {
      nextFetchAt = now() + retryAfterFailureMs;
      throw error;
    }
  };
  const refresh = () =>
    (fetching ??= load().finally(() => {
      fetching = undefined;
    }));

  return async (kid, alg) => {
    if (!kid) throw new Error('token has no kid');
    // A fetch under way may bring the key: wait for it rather than start another.
    if (fetching) await fetching.catch(() => undefined);
    const usable = (key: PublishedKey | undefined) =>
      key && (!key.alg || key.alg === alg) ? key : undefined;
    const known = usable(keys.get(kid));
    if (known && now() - loadedAt < maxAgeMs) return known.pem;
    if (!fetching && now() < nextFetchAt) {
      if (known) return known.pem;
      throw new Error(`unknown kid ${kid}`);
    }
    try {
      await refresh();
    } catch (error) {
      // The authenticator is unreachable: a key it published before still verifies.
      if (known) return known.pem;
      throw error;
    }
    const fresh = usable(keys.get(kid));
    if (!fresh) throw new Error(`unknown kid ${kid}`);
    return fresh.pem;
  };
}
