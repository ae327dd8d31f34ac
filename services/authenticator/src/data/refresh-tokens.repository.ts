import type { EntityManager } from 'typeorm';
import type { RefreshFamilyRow } from './entities/refresh-family.entity.ts';

export interface StoredRefreshToken {
  tokenHash: string;
  usedAt: Date | null;
  family: RefreshFamilyRow;
}

/**
 * `rotated`: the presented token was current and this call retired it (with every other current token of its
 * family); `sibling`: it had been retired less than the reuse grace ago, a new token joins the current ones;
 * `reused`: it had been retired longer ago (or the grace is off); `closed`: the family is revoked or expired.
 */
export type RotationOutcome = 'rotated' | 'sibling' | 'reused' | 'closed';

export interface Rotation {
  familyId: string;
  oldHash: string;
  newHash: string;
  actingRole: string;
  now: Date;
  expiresAt: Date;
  /** How long a retired token may still be exchanged for a sibling; 0 disables. */
  graceSeconds: number;
}

const FAMILY_COLUMNS = `f.id, f.account_id AS "accountId", f.client_id AS "clientId", f.acting_role AS "actingRole",
  f.created_at AS "createdAt", f.last_used_at AS "lastUsedAt", f.expires_at AS "expiresAt",
  f.revoked_at AS "revokedAt", f.revoked_reason AS "revokedReason"`;

/** Counts the rows an UPDATE/DELETE touched (its text must end with `RETURNING 1`). */
const counted = (statement: string) =>
  `WITH changed AS (${statement}) SELECT count(*)::int AS n FROM changed`;
const countOf = (rows: unknown) => (rows as { n: number }[])[0]?.n ?? 0;

export class RefreshTokensRepository {
  /** The DataSource's manager, or a transaction's. */
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  /** The family and its first token in one statement (one round trip per sign-in). */
  async startFamily(family: RefreshFamilyRow, tokenHash: string): Promise<void> {
    await this.db.query(
      `WITH family AS (
         INSERT INTO refresh_family (id, account_id, client_id, acting_role, created_at, last_used_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING id
       )
       INSERT INTO refresh_token (token_hash, family_id, issued_at) SELECT $7, id, $5 FROM family`,
      [
        family.id,
        family.accountId,
        family.clientId,
        family.actingRole,
        family.createdAt,
        family.expiresAt,
        tokenHash,
      ],
    );
  }

  async findByHash(tokenHash: string): Promise<StoredRefreshToken | undefined> {
    const rows = (await this.db.query(
      `SELECT t.token_hash AS "tokenHash", t.used_at AS "usedAt", ${FAMILY_COLUMNS}
       FROM refresh_token t JOIN refresh_family f ON f.id = t.family_id WHERE t.token_hash = $1`,
      [tokenHash],
    )) as (RefreshFamilyRow & { tokenHash: string; usedAt: Date | null })[];
    const row = rows[0];
    if (!row) return undefined;
    const { tokenHash: hash, usedAt, ...family } = row;
    return { tokenHash: hash, usedAt, family };
  }

  /**
   * One statement. A current token (`used_at IS NULL`) retires every current token of its family and its
   * successor is inserted: of two concurrent uses exactly one does this (`rotated`), the row lock making the
   * other re-read the token as retired. A retired token within the grace gets a sibling successor, retiring
   * nothing. The family must still be open (checked on its latest row version), else nothing is issued.
   *
   * `presented` is read from the statement's snapshot: when it shows the token current but `retired` could
   * not retire it, a concurrent statement retired it after the snapshot, that is just now, hence
   * `coalesce(used_at, now)` for its retirement time.
   */
  async rotate(r: Rotation): Promise<RotationOutcome> {
    const [result] = (await this.db.query(
      `WITH presented AS (
         SELECT used_at FROM refresh_token WHERE token_hash = $1 AND family_id = $2
       ), retired AS (
         UPDATE refresh_token SET used_at = $3
         WHERE family_id = $2 AND used_at IS NULL AND EXISTS (SELECT 1 FROM presented WHERE used_at IS NULL)
         RETURNING token_hash
       ), outcome AS (
         SELECT CASE
           WHEN NOT EXISTS (SELECT 1 FROM presented) THEN 'closed'
           WHEN EXISTS (SELECT 1 FROM retired WHERE token_hash = $1) THEN 'rotated'
           WHEN $7::double precision > 0 AND (SELECT coalesce(used_at, $3::timestamptz) FROM presented)
             > $3::timestamptz - make_interval(secs => $7::double precision) THEN 'sibling'
           ELSE 'reused'
         END AS kind
       ), family AS (
         UPDATE refresh_family SET acting_role = $4, last_used_at = $3, expires_at = $5
         WHERE id = $2 AND revoked_at IS NULL AND expires_at > $3
           AND (SELECT kind FROM outcome) IN ('rotated', 'sibling')
         RETURNING id
       ), issued AS (
         INSERT INTO refresh_token (token_hash, family_id, issued_at) SELECT $6, id, $3 FROM family RETURNING 1
       )
       SELECT (SELECT kind FROM outcome) AS kind, (SELECT count(*) FROM issued)::int AS issued`,
      [r.oldHash, r.familyId, r.now, r.actingRole, r.expiresAt, r.newHash, r.graceSeconds],
    )) as { kind: RotationOutcome; issued: number }[];
    if (!result || result.kind === 'reused') return 'reused';
    return result.issued ? result.kind : 'closed';
  }

  async revokeFamily(familyId: string, reason: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE refresh_family SET revoked_at = $3, revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`,
      [familyId, reason, now],
    );
  }

  /** Revokes every open family of an account, except `keepFamilyId` when given; answers how many. */
  async revokeAccount(
    accountId: string,
    reason: string,
    now: Date,
    keepFamilyId: string | null = null,
  ): Promise<number> {
    // Compared as text: the id to keep comes from another service and need not be a well-formed uuid.
    return countOf(
      await this.db.query(
        counted(`UPDATE refresh_family SET revoked_at = $3, revoked_reason = $2
                 WHERE account_id = $1 AND revoked_at IS NULL AND id::text IS DISTINCT FROM $4::text
                 RETURNING 1`),
        [accountId, reason, now, keepFamilyId],
      ),
    );
  }

  /** Deletes families (and their tokens) that expired or were revoked before `before`. */
  async purge(before: Date): Promise<number> {
    return countOf(
      await this.db.query(
        counted(`DELETE FROM refresh_family WHERE expires_at < $1 OR revoked_at < $1 RETURNING 1`),
        [before],
      ),
    );
  }
}
