import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RefreshFamilyRow } from '../data/entities/refresh-family.entity.ts';
import type { RefreshTokensRepository } from '../data/refresh-tokens.repository.ts';
import type { Clock } from '@teleplan/kit/clock';
import { grantErrors } from './grant-error.ts';

/** 32 random bytes, base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type RevokeReason = 'logout' | 'reuse' | 'disabled' | 'missing-account';

export interface SessionPolicy {
  /** Family lifetime, given again by each rotation. */
  ttlMs: number;
  /** How long a retired token may still be exchanged (for a sibling successor); 0 disables. */
  reuseGraceSeconds: number;
}

/**
 * Sign-in sessions as refresh-token families. Tokens are opaque and stored only as their SHA-256; every use
 * rotates. A token presented again shortly after it was retired (two tabs reloading with one cookie) gets a
 * sibling successor; later, it revokes the whole family. Lifetimes slide: each rotation gives the family the
 * full TTL again.
 */
export class Sessions {
  private readonly repository: RefreshTokensRepository;
  private readonly policy: SessionPolicy;
  private readonly now: Clock;

  constructor(repository: RefreshTokensRepository, policy: SessionPolicy, now: Clock) {
    this.repository = repository;
    this.policy = policy;
    this.now = now;
  }

  get ttlSeconds(): number {
    return Math.floor(this.policy.ttlMs / 1000);
  }

  private withinGrace(retiredAt: Date, now: Date): boolean {
    const graceMs = this.policy.reuseGraceSeconds * 1000;
    return graceMs > 0 && retiredAt.getTime() > now.getTime() - graceMs;
  }

  /** A new session: its id (the family's, the access tokens' `sid`) and its first refresh token. */
  async start(
    accountId: string,
    clientId: string,
    actingRole: string,
  ): Promise<{ sessionId: string; refreshToken: string }> {
    const token = newRefreshToken();
    const now = this.now();
    const sessionId = randomUUID();
    await this.repository.startFamily(
      {
        id: sessionId,
        accountId,
        clientId,
        actingRole,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + this.policy.ttlMs),
        revokedAt: null,
        revokedReason: null,
      },
      hashRefreshToken(token),
    );
    return { sessionId, refreshToken: token };
  }

  /**
   * The open family of a presented token. A retired token is accepted within the reuse grace; past it, it
   * revokes its family and is refused.
   */
  async open(token: string): Promise<RefreshFamilyRow> {
    if (!TOKEN_SHAPE.test(token)) throw grantErrors.invalidRefresh();
    const stored = await this.repository.findByHash(hashRefreshToken(token));
    const now = this.now();
    if (!stored || stored.family.revokedAt || stored.family.expiresAt <= now)
      throw grantErrors.invalidRefresh();
    if (stored.usedAt && !this.withinGrace(stored.usedAt, now)) {
      await this.repository.revokeFamily(stored.family.id, 'reuse', now);
      throw grantErrors.refreshReused();
    }
    return stored.family;
  }

  /**
   * A successor of `token` in the same family, which now acts as `actingRole`: the token's replacement when it
   * was current, else (within the grace) a sibling of the current tokens.
   */
  async rotate(family: RefreshFamilyRow, token: string, actingRole: string): Promise<string> {
    const next = newRefreshToken();
    const now = this.now();
    const outcome = await this.repository.rotate({
      familyId: family.id,
      oldHash: hashRefreshToken(token),
      newHash: hashRefreshToken(next),
      actingRole,
      now,
      expiresAt: new Date(now.getTime() + this.policy.ttlMs),
      graceSeconds: this.policy.reuseGraceSeconds,
    });
    if (outcome === 'reused') {
      await this.repository.revokeFamily(family.id, 'reuse', now);
      throw grantErrors.refreshReused();
    }
    if (outcome === 'closed') throw grantErrors.invalidRefresh();
    return next;
  }

  async revoke(familyId: string, reason: RevokeReason): Promise<void> {
    await this.repository.revokeFamily(familyId, reason, this.now());
  }

  /** Ends the session of `token`, whatever state it is in; unknown tokens are ignored. */
  async logout(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_SHAPE.test(token)) return;
    const stored = await this.repository.findByHash(hashRefreshToken(token));
    if (stored) await this.revoke(stored.family.id, 'logout');
  }

  /** Forgets families that ended more than `keepMs` ago. */
  async purge(keepMs: number): Promise<number> {
    return this.repository.purge(new Date(this.now().getTime() - keepMs));
  }
}
