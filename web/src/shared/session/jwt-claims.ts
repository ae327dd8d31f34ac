import { isRole, type Role } from '@teleplan/proto/roles';

/** What the interface needs from an access token: who, acting as which role, holding which roles, until when. */
export interface SessionClaims {
  sub: string;
  role: Role;
  authorities: Role[];
  /** Expiry, epoch seconds. */
  exp: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of an access token without checking its signature: the services check it on every
 * call; the interface only uses the claims to choose what to show. Null when the token is not usable.
 */
export function decodeClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const raw = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const { sub, role, authorities, exp } = raw;
    if (typeof sub !== 'string' || typeof role !== 'string' || !isRole(role) || typeof exp !== 'number') {
      return null;
    }
    const granted = Array.isArray(authorities)
      ? authorities.filter((a): a is Role => typeof a === 'string' && isRole(a))
      : [];
    return { sub, role, authorities: granted.includes(role) ? granted : [...granted, role], exp };
  } catch {
    return null;
  }
}
