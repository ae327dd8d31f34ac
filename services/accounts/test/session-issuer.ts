import { generateKeyPairSync, sign } from 'node:crypto';
import type { Role } from '@teleplan/proto/roles';
import type { AuthOptions } from '@teleplan/kit/auth/auth-plugin';

/** Signs access tokens carrying a sign-in session id (`sid`), which the kit's test issuer does not set. */
export interface SessionIssuer {
  /** Key resolver answering this issuer's key and delegating other key ids to `fallback`. */
  keys(fallback: AuthOptions['keys']): AuthOptions['keys'];
  token(sub: string, role: Role | 'SERVICE', sid: string): string;
}

const KID = 'test-sessions';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function createSessionIssuer(issuer: string): SessionIssuer {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return {
    keys: (fallback) => async (kid, alg) => (kid === KID ? pem : fallback(kid, alg)),
    token(sub, role, sid) {
      const now = Math.floor(Date.now() / 1000);
      const signed = `${base64url({ alg: 'ES256', kid: KID, typ: 'JWT' })}.${base64url({
        sub,
        role,
        authorities: [role],
        sid,
        iss: issuer,
        iat: now,
        exp: now + 900,
      })}`;
      const signature = sign('sha256', Buffer.from(signed), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return `${signed}.${signature.toString('base64url')}`;
    },
  };
}
