import { createPublicKey } from 'node:crypto';
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
  // get-jwks' own getPublicKey converts the JWK to PEM in plain JavaScript on every call (~10 ms for P-256):
  // convert once per cached JWK object with Node's crypto instead.
  const pems = new WeakMap<object, string>();
  return async (kid, alg) => {
    if (!kid) throw new Error('token has no kid');
    const jwk = await jwks.getJwk({ domain: jwksBase, kid, alg });
    let pem = pems.get(jwk);
    if (!pem) {
      pem = createPublicKey({ key: jwk as never, format: 'jwk' })
        .export({ type: 'spki', format: 'pem' })
        .toString();
      pems.set(jwk, pem);
    }
    return pem;
  };
}
