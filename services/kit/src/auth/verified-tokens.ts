import type { AccessClaims } from '@teleplan/proto/auth';

export interface VerifiedTokensOptions {
  /** Longest time a verification is trusted, whatever the token's `exp` (a retired key stops verifying). */
  ttlMs: number;
  /** Tokens remembered at most; the oldest go first. */
  maxEntries: number;
}

/**
 * Bearer tokens already verified, with their claims, until they expire (at most `ttlMs` after the
 * verification). A caller presenting the same token again (a service's own token, reused until near its end;
 * a page's successive requests) skips the signature check. Keyed by the whole presented string, so only a
 * token identical to the one verified is let through.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: AccessClaims; until: number }>();
  private readonly options: VerifiedTokensOptions;

  constructor(options: VerifiedTokensOptions) {
    this.options = options;
  }

  /** The claims of `token` when it was verified and is still within its time at `nowMs`. */
  claims(token: string, nowMs: number): AccessClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > nowMs) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  /** Remembers a token that verified at `nowMs`; one without `exp` is not remembered. */
  remember(token: string, claims: AccessClaims, nowMs: number): void {
    if (typeof claims.exp !== 'number') return;
    const until = Math.min(claims.exp * 1000, nowMs + this.options.ttlMs);
    if (until <= nowMs) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(token)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { claims: Object.freeze({ ...claims }), until });
  }
}
