import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import type { Role } from '@teleplan/proto/roles';
import type { AuthOptions } from '../auth/auth-plugin.ts';

export interface TestIssuer {
  auth: AuthOptions;
  /** A signed access token for user `sub` acting as `role` (authorities default to [role]). */
  token(
    sub: string,
    role: Role | 'SERVICE',
    options?: { authorities?: string[]; expiresInSeconds?: number; issuer?: string },
  ): Promise<string>;
}

/** A local signing key standing in for the authenticator in service tests. */
export async function createTestIssuer(issuer = 'http://test/api/authenticator'): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const pem = await exportSPKI(publicKey);
  return {
    auth: { issuer, keys: async (kid) => (kid === 'test' ? pem : Promise.reject(new Error('unknown kid'))) },
    token: (sub, role, options = {}) =>
      new SignJWT({ role, authorities: options.authorities ?? [role] })
        .setProtectedHeader({ alg: 'ES256', kid: 'test' })
        .setSubject(sub)
        .setIssuer(options.issuer ?? issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 900))
        .sign(privateKey),
  };
}
