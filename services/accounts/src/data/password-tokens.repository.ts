import type { EntityManager, Repository } from 'typeorm';
import {
  PasswordTokenEntity,
  type PasswordTokenKind,
  type PasswordTokenRow,
} from './entities/password-token.entity.ts';

export type TokenUse = { outcome: 'ok'; accountId: string } | { outcome: 'missing' } | { outcome: 'expired' };

/** Activation and reset links (stored as hashes), read and written with one EntityManager. */
export class PasswordTokensRepository {
  private readonly manager: EntityManager;
  private readonly tokens: Repository<PasswordTokenRow>;

  constructor(manager: EntityManager) {
    this.manager = manager;
    this.tokens = manager.getRepository(PasswordTokenEntity);
  }

  async insert(row: PasswordTokenRow): Promise<void> {
    await this.tokens.insert(row);
  }

  /** Marks the account's open links (of `kind`, or all) as used: only the newest link works. */
  async closeOpen(accountId: string, at: Date, kind?: PasswordTokenKind): Promise<void> {
    await this.manager.query(
      `UPDATE password_token SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL AND ($3::varchar IS NULL OR kind = $3)`,
      [accountId, at, kind ?? null],
    );
  }

  /**
   * Redeems the link whose hash is `hash`: locks it, refuses it when unknown, of another kind, already used or
   * expired at `now`, else marks it used. Two concurrent uses of one link: the second sees it used.
   */
  async use(hash: string, kind: PasswordTokenKind, now: Date): Promise<TokenUse> {
    const row = await this.tokens.findOne({
      where: { tokenHash: hash },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row || row.kind !== kind || row.usedAt !== null) return { outcome: 'missing' };
    if (row.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
    await this.tokens.update({ tokenHash: hash }, { usedAt: now });
    return { outcome: 'ok', accountId: row.accountId };
  }
}
