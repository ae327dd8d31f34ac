import { WEB_CLIENT_ID, type TokenError } from '@teleplan/proto/auth';
import type { Role } from '@teleplan/proto/roles';
import { apiUrl } from './api-url.ts';

/**
 * What the web keeps of a token answer: the access token, held in memory. The refresh token is the
 * authenticator's HttpOnly cookie, out of reach of page scripts; were the body to carry one, it is not read.
 */
export interface WebToken {
  access_token: string;
}

/** Only the access token of a token answer, or null when the body has none. */
export function webTokenOf(body: unknown): WebToken | null {
  if (!body || typeof body !== 'object' || !('access_token' in body)) return null;
  const { access_token } = body;
  return typeof access_token === 'string' ? { access_token } : null;
}

export type TokenResult =
  | { ok: true; token: WebToken }
  /** status 0 when the server could not be reached. */
  | { ok: false; status: number; error: Partial<TokenError> | null };

async function readTokenAnswer(response: Response): Promise<TokenResult> {
  const body: unknown = await response.json().catch(() => null);
  const token = response.ok ? webTokenOf(body) : null;
  if (token) return { ok: true, token };
  return {
    ok: false,
    status: response.status,
    error: body && typeof body === 'object' ? (body as Partial<TokenError>) : null,
  };
}

async function send(path: string, init: RequestInit): Promise<TokenResult> {
  try {
    // credentials 'include': the refresh token travels only in the httpOnly cookie the authenticator sets.
    return await readTokenAnswer(await fetch(apiUrl(path), { ...init, credentials: 'include' }));
  } catch {
    return { ok: false, status: 0, error: null };
  }
}

function tokenRequest(fields: Record<string, string>): Promise<TokenResult> {
  return send('authenticator/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, client_id: WEB_CLIENT_ID }).toString(),
  });
}

/** Sign in with an email and a password. */
export function passwordGrant(username: string, password: string): Promise<TokenResult> {
  return tokenRequest({ grant_type: 'password', username, password });
}

/** A new access token from the refresh cookie (the cookie rotates on every use). */
export function refreshGrant(): Promise<TokenResult> {
  return tokenRequest({ grant_type: 'refresh_token' });
}

/** A token acting as another granted role. */
export function impersonate(accessToken: string, role: Role): Promise<TokenResult> {
  return send(`authenticator/impersonate?targetRole=${encodeURIComponent(role)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

/** Revokes the refresh-token family on the server; best effort: the local session ends either way. */
export async function revokeSession(accessToken: string | null): Promise<void> {
  try {
    await fetch(apiUrl('authenticator/logout'), {
      method: 'POST',
      credentials: 'include',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    });
  } catch {
    // Offline: the cookie expires on its own and the local session is cleared anyway.
  }
}
