import type { EntityManager } from 'typeorm';
import {
  PasswordTokenEntity,
  type PasswordTokenKind,
  type PasswordTokenRow,
} from './entities/password-token.entity.ts';

export async function insertToken(manager: EntityManager, row: PasswordTokenRow): Promise<void> {
  await manager.getRepository(PasswordTokenEntity).insert(row);
}

/** Marks the account's open links (of `kind`, or all) as used: only the newest link works. */
export async function closeOpenTokens(
  manager: EntityManager,
  accountId: string,
  at: Date,
  kind?: PasswordTokenKind,
): Promise<void> {
  await manager.query(
    `UPDATE password_token SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL AND ($3::varchar IS NULL OR kind = $3)`,
    [accountId, at, kind ?? null],
  );
}

export type TokenUse = { outcome: 'ok'; accountId: string } | { outcome: 'missing' } | { outcome: 'expired' };

/**
 * Redeems the link whose hash is `hash`: locks it, refuses it when unknown, of another kind, already used or
 * expired at `now`, else marks it used. Two concurrent uses of one link: the second sees it used.
 */
export async function useToken(
  manager: EntityManager,
  hash: string,
  kind: PasswordTokenKind,
  now: Date,
): Promise<TokenUse> {
  const row = await manager.getRepository(PasswordTokenEntity).findOne({
    where: { tokenHash: hash },
    lock: { mode: 'pessimistic_write' },
  });
  if (!row || row.kind !== kind || row.usedAt !== null) return { outcome: 'missing' };
  if (row.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  await manager.getRepository(PasswordTokenEntity).update({ tokenHash: hash }, { usedAt: now });
  return { outcome: 'ok', accountId: row.accountId };
}
