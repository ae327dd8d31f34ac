import type { EntityManager } from 'typeorm';
import { addContributions } from './contributions.ts';

/** The schema a rebuild fills before swapping its tables in. */
export const SHADOW = 'rebuild';

/** The read model's tables, as the rebuild copies and swaps them (read_model_state and the inbox stay). */
const TABLES = [
  'room',
  'sector',
  'room_type',
  'appointment_fact',
  'stat_hour',
  'scope_patient',
  'evaluation',
  'available_hour',
] as const;

/** Replicated tables whose rows carry the version of the event that set them. */
const VERSIONED = ['room', 'sector', 'room_type'] as const;

/** The rebuild's shadow tables: created empty, merged with what events changed meanwhile, swapped in. */
export class ShadowRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** A fresh `rebuild` schema with empty copies of the model's tables (their indexes and defaults included). */
  async create(): Promise<void> {
    await this.manager.query(`DROP SCHEMA IF EXISTS ${SHADOW} CASCADE`);
    await this.manager.query(`CREATE SCHEMA ${SHADOW}`);
    for (const table of TABLES)
      await this.manager.query(`CREATE TABLE ${SHADOW}.${table} (LIKE public.${table} INCLUDING ALL)`);
  }

  /** The rollups of every loaded fact. */
  async buildRollups(): Promise<void> {
    for (const sql of addContributions(SHADOW, `(SELECT f.*, 1 AS sign FROM ${SHADOW}.appointment_fact f)`))
      await this.manager.query(sql);
  }

  /**
   * In the swap's transaction: locks the live tables against the event handlers (readers go on), then copies into
   * the shadow what events changed since `since` (newer facts, with their rollups moved by delta; new evaluations;
   * newer resource snapshots).
   */
  async mergeLiveChanges(since: Date): Promise<void> {
    await this.manager.query(
      `LOCK TABLE ${TABLES.map((table) => `public.${table}`).join(', ')} IN EXCLUSIVE MODE`,
    );
    await this.manager.query(
      `CREATE TEMP TABLE changed_fact ON COMMIT DROP AS
       SELECT p.id FROM public.appointment_fact p LEFT JOIN ${SHADOW}.appointment_fact s ON s.id = p.id
        WHERE p.updated_at >= $1 AND (s.id IS NULL OR s.updated_at < p.updated_at)`,
      [since],
    );
    const changed = (sign: number) =>
      `(SELECT f.*, ${sign} AS sign FROM ${SHADOW}.appointment_fact f WHERE f.id IN (SELECT id FROM changed_fact))`;
    for (const sql of addContributions(SHADOW, changed(-1))) await this.manager.query(sql);
    await this.manager.query(
      `DELETE FROM ${SHADOW}.appointment_fact WHERE id IN (SELECT id FROM changed_fact)`,
    );
    await this.manager.query(
      `INSERT INTO ${SHADOW}.appointment_fact
       SELECT * FROM public.appointment_fact WHERE id IN (SELECT id FROM changed_fact)`,
    );
    for (const sql of addContributions(SHADOW, changed(1))) await this.manager.query(sql);
    await this.manager.query(
      `INSERT INTO ${SHADOW}.evaluation SELECT * FROM public.evaluation ON CONFLICT (appointment_id) DO NOTHING`,
    );
    for (const table of VERSIONED) {
      const newer = `SELECT * FROM public.${table} WHERE changed_at >= $1`;
      await this.manager.query(
        `DELETE FROM ${SHADOW}.${table} WHERE id IN (SELECT id FROM (${newer}) AS n)`,
        [since],
      );
      await this.manager.query(`INSERT INTO ${SHADOW}.${table} ${newer}`, [since]);
    }
  }

  /** Replaces the live tables by the shadow ones (in the caller's transaction) and drops the shadow schema. */
  async swap(): Promise<void> {
    for (const table of TABLES) {
      await this.manager.query(`DROP TABLE public.${table}`);
      await this.manager.query(`ALTER TABLE ${SHADOW}.${table} SET SCHEMA public`);
    }
    await this.manager.query(`DROP SCHEMA ${SHADOW}`);
  }
}
