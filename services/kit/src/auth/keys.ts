import buildGetJwks from 'get-jwks';

/** Finds the public key (PEM) that verifies a token signed with key `kid`. */
export type KeyResolver = (kid: string | undefined, alg: string) => Promise<string>;

/**
 * Keys fetched from the authenticator's JWKS at `<jwksBase>/.well-known/jwks.json` (e.g.
 * `http://127.0.0.1:3000/api/authenticator`), cached, refetched when an unknown kid appears (key rotation).
 */
export function remoteJwks(jwksBase: string): KeyResolver {
  const jwks = buildGetJwks({
    providerDiscovery: false,
    jwksPath: '/.well-known/jwks.json',
    ttl: 10 * 60_000,
  });
  return async (kid, alg) => {
    if (!kid) throw new Error('token has no kid');
    return jwks.getPublicKey({ domain: jwksBase, kid, alg });
  };
}
