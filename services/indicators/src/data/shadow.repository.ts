import type { EntityManager } from 'typeorm';
import { AvailabilityRepository } from './availability.repository.ts';
import { addContributions, daysOfHours, firstContributions } from './contributions.ts';
import { evaluationContributions } from './evaluation-contributions.ts';

/** The schema a rebuild fills before swapping its tables in. */
export const SHADOW = 'rebuild';

/** The read model's tables, as the rebuild copies and swaps them (read_model_state and the inbox stay). */
const TABLES = [
  'room',
  'sector',
  'room_type',
  'appointment_fact',
  'stat_hour',
  'stat_day',
  'scope_patient',
  'scope_patient_count',
  'evaluation',
  'evaluation_hour',
  'available_hour',
  'available_scope_hour',
] as const;

/** Replicated tables whose rows carry the version of the event that set them. */
const VERSIONED = ['room', 'sector', 'room_type'] as const;

/** The rebuild's shadow tables: created empty, merged with what events changed meanwhile, swapped in. */
export class ShadowRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** The live tables' indexes, by name, with whether each backs the primary key. */
  private async indexes(): Promise<{ name: string; definition: string; primary: boolean }[]> {
    return this.manager.query(
      `SELECT i.indexname AS name, i.indexdef AS definition, c.contype IS NOT DISTINCT FROM 'p' AS primary
         FROM pg_indexes i
         LEFT JOIN pg_constraint c ON c.conname = i.indexname AND c.connamespace = 'public'::regnamespace
        WHERE i.schemaname = 'public' AND i.tablename = ANY ($1::text[])`,
      [TABLES],
    );
  }

  /** `definition` (public) made in the shadow schema, under the same name. */
  private async createIndex(definition: string): Promise<void> {
    await this.manager.query(definition.replace(' ON public.', ` ON ${SHADOW}.`));
  }

  /**
   * A fresh `rebuild` schema with empty copies of the model's tables (defaults and primary keys, under the live
   * names); their other indexes come once they are filled (`finish`), built once rather than row by row.
   */
  async create(): Promise<void> {
    await this.manager.query(`DROP SCHEMA IF EXISTS ${SHADOW} CASCADE`);
    await this.manager.query(`CREATE SCHEMA ${SHADOW}`);
    for (const table of TABLES)
      await this.manager.query(
        `CREATE TABLE ${SHADOW}.${table} (LIKE public.${table} INCLUDING ALL EXCLUDING INDEXES)`,
      );
    for (const index of (await this.indexes()).filter((candidate) => candidate.primary)) {
      await this.createIndex(index.definition);
      const table = /ON public\.(\w+)/.exec(index.definition)![1]!;
      await this.manager.query(
        `ALTER TABLE ${SHADOW}.${table} ADD CONSTRAINT ${index.name} PRIMARY KEY USING INDEX ${index.name}`,
      );
    }
  }

  /** The rollups of every loaded fact (the days from the hours), evaluation and available minute, then the indexes. */
  async finish(): Promise<void> {
    for (const sql of firstContributions(SHADOW, `(SELECT f.*, 1 AS sign FROM ${SHADOW}.appointment_fact f)`))
      await this.manager.query(sql);
    await this.manager.query(daysOfHours(SHADOW, `${SHADOW}.stat_hour`));
    await this.manager.query(evaluationContributions(SHADOW, `${SHADOW}.evaluation`));
    await new AvailabilityRepository(this.manager, SHADOW).countAll();
    for (const index of (await this.indexes()).filter((candidate) => !candidate.primary))
      await this.createIndex(index.definition);
  }

  /**
   * In the swap's transaction: locks the live tables against the event handlers (readers go on), then copies into
   * the shadow what events changed since `since` (newer facts, with their rollups moved by delta; new evaluations;
   * newer resource snapshots, newer rooms moving their available minutes between the scopes' sums).
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
      `WITH added AS (INSERT INTO ${SHADOW}.evaluation SELECT * FROM public.evaluation
                        ON CONFLICT (appointment_id) DO NOTHING RETURNING *)
       ${evaluationContributions(SHADOW, 'added')}`,
    );
    const available = new AvailabilityRepository(this.manager, SHADOW);
    const newerRooms = await this.manager.query<{ id: string }[]>(
      'SELECT id FROM public.room WHERE changed_at >= $1',
      [since],
    );
    await available.countRooms(
      -1,
      newerRooms.map((room) => room.id),
    );
    for (const table of VERSIONED) {
      const newer = `SELECT * FROM public.${table} WHERE changed_at >= $1`;
      await this.manager.query(
        `DELETE FROM ${SHADOW}.${table} WHERE id IN (SELECT id FROM (${newer}) AS n)`,
        [since],
      );
      await this.manager.query(`INSERT INTO ${SHADOW}.${table} ${newer}`, [since]);
    }
    await available.countRooms(
      1,
      newerRooms.map((room) => room.id),
    );
  }

  /** Drops what a failed rebuild filled. */
  async drop(): Promise<void> {
    await this.manager.query(`DROP SCHEMA IF EXISTS ${SHADOW} CASCADE`);
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
