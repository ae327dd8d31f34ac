import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE } from '@teleplan/proto/auth';

/** The cookie is sent back only to the authenticator's own paths. */
export const COOKIE_PATH = '/api/authenticator';
const MAX_TOKEN_FIELD = 2000;

const options = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: COOKIE_PATH,
  secure,
});

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...options(secure), maxAge: maxAgeSeconds });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, options(secure));
}

/**
 * The refresh token of a request: the form field when given, else the SPA's cookie. Routes without a body
 * schema (logout, impersonate) may get any body, hence the checks.
 */
export function presentedRefreshToken(request: FastifyRequest): {
  token: string | undefined;
  fromCookie: boolean;
} {
  const body: unknown = request.body;
  const field =
    typeof body === 'object' && body !== null && 'refresh_token' in body ? body.refresh_token : undefined;
  if (typeof field === 'string' && field !== '' && field.length <= MAX_TOKEN_FIELD)
    return { token: field, fromCookie: false };
  const cookie = request.cookies[REFRESH_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : { token: undefined, fromCookie: false };
}
