import type { EntityManager } from 'typeorm';
import { AvailabilityRepository } from './availability.repository.ts';
import { addContributions, daysOfHours, firstContributions } from './contributions.ts';
import { evaluationContributions } from './evaluation-contributions.ts';
import { together } from '../rebuild/phases.ts';

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

/** Tables filled in bulk, without a conflict to resolve: their primary keys too are built once they are filled. */
const BULK = ['appointment_fact', 'stat_hour', 'scope_patient', 'scope_patient_count', 'available_hour'];

/** Memory for one rollup's sorts and hashes, or one index build (the rebuild's own connections). */
const REBUILD_MEMORY = '256MB';

/** Since when a rebuild's merge looks for changes: on the owners' clocks (events' dates), on the model's own. */
export interface MergeSince {
  owners: Date;
  model: Date;
}

const snapshotsSince = { where: 'changed_at >= $1', params: (since: MergeSince) => [since.owners] };

/**
 * Replicated tables whose rows carry the version of the event that set them, with which rows events changed
 * (a sector's doctor links change apart from its snapshots, dated by the model).
 */
const VERSIONED = {
  room: snapshotsSince,
  sector: {
    where: 'changed_at >= $1 OR doctors_changed_at >= $2',
    params: (since: MergeSince) => [since.owners, since.model],
  },
  room_type: snapshotsSince,
};

const tableOf = (index: { definition: string }) => /ON public\.(\w+)/.exec(index.definition)![1]!;

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

  /** `definition` (public) made in the shadow schema, under the same name, the primary key's with its constraint. */
  private async createIndex(
    manager: EntityManager,
    index: { name: string; definition: string; primary: boolean },
  ): Promise<void> {
    await manager.query(index.definition.replace(' ON public.', ` ON ${SHADOW}.`));
    if (!index.primary) return;
    await manager.query(
      `ALTER TABLE ${SHADOW}.${tableOf(index)} ADD CONSTRAINT ${index.name} PRIMARY KEY USING INDEX ${index.name}`,
    );
  }

  /** `sql` in a transaction of its own whose sorts, hashes and index builds may take REBUILD_MEMORY. */
  private async withMemory(sql: string): Promise<void> {
    await this.manager.transaction(async (tx) => {
      await tx.query(`SET LOCAL work_mem = '${REBUILD_MEMORY}'`);
      await tx.query(`SET LOCAL maintenance_work_mem = '${REBUILD_MEMORY}'`);
      await tx.query(sql);
    });
  }

  /**
   * A fresh `rebuild` schema with empty copies of the model's tables (defaults, and the primary keys, under the
   * live names, of the tables not filled in BULK); their other indexes come once they are filled
   * (`createIndexes`), built once rather than row by row.
   */
  async create(): Promise<void> {
    await this.manager.query(`DROP SCHEMA IF EXISTS ${SHADOW} CASCADE`);
    await this.manager.query(`CREATE SCHEMA ${SHADOW}`);
    for (const table of TABLES)
      await this.manager.query(
        `CREATE TABLE ${SHADOW}.${table} (LIKE public.${table} INCLUDING ALL EXCLUDING INDEXES)`,
      );
    for (const index of await this.indexes())
      if (index.primary && !BULK.includes(tableOf(index))) await this.createIndex(this.manager, index);
  }

  /**
   * The rollups of every loaded fact: the hours (`stat_hour`, its two halves at once, then the days from them),
   * the patients (`scope_patient`, then their counts).
   */
  factRollups(): { hours: () => Promise<void>; patients: () => Promise<void> } {
    const rollups = firstContributions(SHADOW, `(SELECT f.*, 1 AS sign FROM ${SHADOW}.appointment_fact f)`);
    return {
      hours: async () => {
        await together(...rollups.hours.map((half) => () => this.withMemory(half)));
        await this.withMemory(daysOfHours(SHADOW, `${SHADOW}.stat_hour`));
      },
      patients: async () => {
        await this.withMemory(rollups.patients);
        await this.withMemory(rollups.patientCounts);
      },
    };
  }

  /** The indexes not made yet, each table's in turn, `lanes` tables at once (each on its own connection). */
  async createIndexes(lanes: number): Promise<void> {
    const waiting = (await this.indexes()).filter((index) => !index.primary || BULK.includes(tableOf(index)));
    const tables = [...new Set(waiting.map(tableOf))];
    const lane = async () => {
      for (let table = tables.shift(); table; table = tables.shift())
        await this.manager.transaction(async (tx) => {
          await tx.query(`SET LOCAL maintenance_work_mem = '${REBUILD_MEMORY}'`);
          for (const index of waiting.filter((candidate) => tableOf(candidate) === table))
            await this.createIndex(tx, index);
        });
    };
    await Promise.all(Array.from({ length: lanes }, lane));
  }

  /** The evaluations' rollup (`evaluation_hour`), once every evaluation is loaded. */
  async evaluationRollups(): Promise<void> {
    await this.manager.query(evaluationContributions(SHADOW, `${SHADOW}.evaluation`));
  }

  /** Fresh planner statistics of the filled tables, so the model's first queries after the swap plan well. */
  async analyze(): Promise<void> {
    await this.manager.query(`ANALYZE ${TABLES.map((table) => `${SHADOW}.${table}`).join(', ')}`);
  }

  /**
   * In the swap's transaction: locks the live tables against the event handlers and the readers (all of them at
   * once, as the swap's drops need: taking that lock only at the drops deadlocked with a handler that had read one
   * table and waited to write another; readers wait for the merge and the swap), then copies into
   * the shadow what events changed since `since` (newer facts, with their rollups moved by delta; new evaluations;
   * newer resource snapshots and doctor links, newer rooms moving their available minutes between the scopes'
   * sums). The owners whose availability changed meanwhile are marked to be asked for again, into the new tables.
   */
  async mergeLiveChanges(since: MergeSince): Promise<void> {
    // Before the lock: a refresh under way (holding its owners' marks, about to write the live tables) ends first.
    await new AvailabilityRepository(this.manager).requestRefreshesSince(since.model);
    await this.manager.query(
      `LOCK TABLE ${TABLES.map((table) => `public.${table}`).join(', ')} IN ACCESS EXCLUSIVE MODE`,
    );
    await this.manager.query(
      `CREATE TEMP TABLE changed_fact ON COMMIT DROP AS
       SELECT p.id FROM public.appointment_fact p LEFT JOIN ${SHADOW}.appointment_fact s ON s.id = p.id
        WHERE p.updated_at >= $1 AND (s.id IS NULL OR s.updated_at < p.updated_at)`,
      [since.owners],
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
      `SELECT id FROM public.room WHERE ${VERSIONED.room.where}`,
      VERSIONED.room.params(since),
    );
    await available.countRooms(
      -1,
      newerRooms.map((room) => room.id),
    );
    for (const [table, changed] of Object.entries(VERSIONED)) {
      const newer = `SELECT * FROM public.${table} WHERE ${changed.where}`;
      await this.manager.query(
        `DELETE FROM ${SHADOW}.${table} WHERE id IN (SELECT id FROM (${newer}) AS n)`,
        changed.params(since),
      );
      await this.manager.query(`INSERT INTO ${SHADOW}.${table} ${newer}`, changed.params(since));
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
