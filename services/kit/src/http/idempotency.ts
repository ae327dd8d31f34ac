import { createHash } from 'node:crypto';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { Type } from 'typebox';
import type { MessageCode } from '@teleplan/proto/message-codes';
import { AppError } from '../errors.ts';

/** The request header naming one user action; a retry of that action sends the same value. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key answers with its first answer; a retry comes within seconds, a day covers a night offline. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The header as a route declares it (validated, and shown in the OpenAPI document). */
export const IdempotencyHeadersSchema = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[!-~]+$',
      description:
        'One value per user action (e.g. a UUID), sent again by retries of that action: the same key with the ' +
        'same request answers the first answer again (status and body) without acting twice; with another ' +
        'request, 422. Kept 24 hours, per caller.',
    }),
  ),
});

/** An answer a write gives, and gives again to a retry of the same key. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export interface IdempotentCall {
  /** Whose key it is (the token's subject): keys of two callers never meet. */
  caller: string;
  /** The header's value; without one the write runs once per request, as any other. */
  key: string | undefined;
  /** What makes two requests the same (method, URL, body): hashed and compared on a retry. */
  request: unknown;
  now: Date;
  /** The 422 answered when the key comes back with another request. */
  reusedCode: MessageCode;
}

const fingerprint = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs `write` once per (caller, key). The key row is claimed (INSERT … ON CONFLICT DO NOTHING) in the write's
 * own transaction and completed with its answer before the commit: a duplicate arriving meanwhile waits on that
 * row, then reads the committed answer; a write that fails rolls the claim back, so a retry runs it again. Without
 * a key, `write` runs on the data source's manager (it opens a transaction itself when it needs one).
 */
export async function idempotent(
  dataSource: DataSource,
  call: IdempotentCall,
  write: (manager: EntityManager) => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer & { replayed: boolean }> {
  if (call.key === undefined) return { ...(await write(dataSource.manager)), replayed: false };
  const { caller, key, now } = call;
  const hash = fingerprint(call.request);
  return dataSource.transaction(async (tx) => {
    await tx.query('DELETE FROM idempotency_key WHERE caller = $1 AND expires_at <= $2', [caller, now]);
    const claimed = await tx.query<unknown[]>(
      `INSERT INTO idempotency_key (caller, key, request_hash, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (caller, key) DO NOTHING RETURNING 1`,
      [caller, key, hash, new Date(now.getTime() + IDEMPOTENCY_TTL_MS)],
    );
    if (claimed.length === 0) {
      const [first] = await tx.query<{ request_hash: string; status: number; body: unknown }[]>(
        'SELECT request_hash, status, body FROM idempotency_key WHERE caller = $1 AND key = $2',
        [caller, key],
      );
      if (first!.request_hash !== hash)
        throw new AppError(422, call.reusedCode, 'This Idempotency-Key was sent with another request');
      return { status: first!.status, body: first!.body, replayed: true };
    }
    const answer = await write(tx);
    await tx.query('UPDATE idempotency_key SET status = $3, body = $4 WHERE caller = $1 AND key = $2', [
      caller,
      key,
      answer.status,
      JSON.stringify(answer.body),
    ]);
    return { ...answer, replayed: false };
  });
}

/** Add to the service's own migration list (its timestamp sorts it before any service migration). */
export class IdempotencyMigration1700000000300 implements MigrationInterface {
  name = 'IdempotencyMigration1700000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_key (
        caller text NOT NULL,
        key text NOT NULL,
        request_hash char(64) NOT NULL,
        status integer NULL,
        body jsonb NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (caller, key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_key');
  }
}
