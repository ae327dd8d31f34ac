import { importSPKI, jwtVerify, errors } from 'jose';
import { Value } from 'typebox/value';
import { AccessClaimsSchema, type AccessClaims } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { unauthorized } from '../errors.ts';
import type { AuthOptions } from './auth-plugin.ts';

const C = MessageCodes.common;

/**
 * Verifies an access token outside an HTTP request (a WebSocket CONNECT frame), with the same keys, issuer and
 * algorithm as the auth plugin: its claims, or a 401 error (`token_expired` or `unauthenticated`).
 */
export async function verifyAccessToken(auth: AuthOptions, token: string, now: Date): Promise<AccessClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(
      token,
      async (header) => importSPKI(await auth.keys(header.kid, header.alg), header.alg),
      { algorithms: ['ES256'], issuer: auth.issuer, currentDate: now },
    ));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized(C.tokenExpired, 'Token expired');
    throw unauthorized(C.unauthenticated, 'Invalid token');
  }
  if (!Value.Check(AccessClaimsSchema, payload)) throw unauthorized(C.unauthenticated, 'Invalid token');
  return payload;
}
