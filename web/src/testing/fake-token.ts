import type { Role } from '@teleplan/proto/roles';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned access token with the claims the interface reads (the interface never checks signatures). */
export function fakeAccessToken(
  role: Role,
  authorities: Role[] = [role],
  sub = '0190a0b0-0000-7000-8000-000000000001',
) {
  const exp = Math.floor(Date.now() / 1000) + 900;
  return `${base64Url({ alg: 'ES256', kid: 'k1' })}.${base64Url({ sub, role, authorities, exp, iat: exp - 900 })}.sig`;
}

export function tokenAnswer(accessToken: string) {
  return { access_token: accessToken, token_type: 'Bearer', expires_in: 900 };
}
