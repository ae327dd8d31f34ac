import { jwtVerify, SignJWT } from 'jose';
import { Value } from 'typebox/value';
import { AccessClaimsSchema, type AccessClaims } from '@teleplan/proto/auth';
import type { Role, SERVICE_ROLE } from '@teleplan/proto/roles';
import type { Clock } from '@teleplan/kit/clock';
import { SIGNING_ALG, type SigningKeys } from './signing-keys.ts';

export interface AccessTokenSettings {
  issuer: string;
  ttlSeconds: number;
}

export interface TokenSubject {
  sub: string;
  role: Role | typeof SERVICE_ROLE;
  authorities: readonly string[];
  /** The sign-in session (refresh family) the token belongs to; none for service clients. */
  sid?: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
}

const MAX_TOKEN_LENGTH = 8192;

/** Signs access tokens (ES256, kid header) and reads them back for check_token. */
export class AccessTokens {
  private readonly keys: SigningKeys;
  private readonly settings: AccessTokenSettings;
  private readonly now: Clock;

  constructor(keys: SigningKeys, settings: AccessTokenSettings, now: Clock) {
    this.keys = keys;
    this.settings = settings;
    this.now = now;
  }

  async issue(subject: TokenSubject): Promise<IssuedAccessToken> {
    const key = this.keys.signing();
    const iat = Math.floor(this.now().getTime() / 1000);
    const token = await new SignJWT({
      role: subject.role,
      authorities: [...subject.authorities],
      ...(subject.sid ? { sid: subject.sid } : {}),
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
      .setIssuer(this.settings.issuer)
      .setSubject(subject.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.settings.ttlSeconds)
      .sign(key.privateKey);
    return { token, expiresIn: this.settings.ttlSeconds };
  }

  /** The claims of a token this service signed and that is still valid, else undefined. */
  async inspect(token: string): Promise<AccessClaims | undefined> {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = header.kid ? await this.keys.find(header.kid) : undefined;
          if (!key) throw new Error('unknown signing key');
          return key.publicKey;
        },
        { issuer: this.settings.issuer, algorithms: [SIGNING_ALG], currentDate: this.now() },
      );
      if (!Value.Check(AccessClaimsSchema, payload)) return undefined;
      return { sub: payload.sub, role: payload.role, authorities: payload.authorities, exp: payload.exp };
    } catch {
      return undefined;
    }
  }
}
