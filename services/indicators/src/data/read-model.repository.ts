import type { EntityManager } from 'typeorm';
import { namedQuery } from './named-statement.ts';
import type { ReadModelStatus } from '@teleplan/proto/indicators';

/** The read model's one state row (`read_model_state`) and its sizes. */
export class ReadModelRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Marks a rebuild as running; false when one already is. */
  async claim(now: Date): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `WITH claimed AS (UPDATE read_model_state SET state = 'REBUILDING', started_at = $1, last_error = NULL
                          WHERE id = 1 AND state <> 'REBUILDING' RETURNING id)
       SELECT id FROM claimed`,
      [now],
    );
    return rows.length > 0;
  }

  async startedAt(): Promise<Date | null> {
    const [row] = await this.manager.query<{ started_at: Date | null }[]>(
      'SELECT started_at FROM read_model_state WHERE id = 1',
    );
    return row?.started_at ?? null;
  }

  /** The database's clock, which the model's own marks of change are written with (not the owners'). */
  async databaseNow(): Promise<Date> {
    const [row] = await this.manager.query<{ now: Date }[]>('SELECT clock_timestamp() AS now');
    return row!.now;
  }

  /** The rebuilt model answers from now on (in the swap's transaction): READY, and a new version. */
  async finish(builtAt: Date): Promise<void> {
    await this.manager.query(
      `UPDATE read_model_state SET state = 'READY', built_at = $1, version = version + 1 WHERE id = 1`,
      [builtAt],
    );
  }

  /** The model changed (in the change's transaction): answers kept under the previous version are not reused. */
  async changed(): Promise<void> {
    await this.manager.query('UPDATE read_model_state SET version = version + 1 WHERE id = 1');
  }

  /** The model's version now: the same while nothing in it changed. */
  async version(): Promise<string> {
    const [row] = await namedQuery<{ version: string }>(
      this.manager,
      'SELECT version FROM read_model_state WHERE id = 1',
      [],
    );
    return row!.version;
  }

  async fail(error: string): Promise<void> {
    await this.manager.query(`UPDATE read_model_state SET state = 'FAILED', last_error = $1 WHERE id = 1`, [
      error.slice(0, 2000),
    ]);
  }

  /** Whether the model was never built from the owners' exports and no rebuild runs. */
  async neverBuilt(): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      `SELECT 1 FROM read_model_state WHERE id = 1 AND built_at IS NULL AND state <> 'REBUILDING'`,
    );
    return rows.length > 0;
  }

  async status(): Promise<ReadModelStatus> {
    const [row] = await this.manager.query<
      {
        state: ReadModelStatus['state'];
        built_at: Date | null;
        last_error: string | null;
        a: number;
        e: number;
      }[]
    >(
      `SELECT state, built_at, last_error,
              (SELECT count(*) FROM appointment_fact WHERE NOT deleted)::int AS a,
              (SELECT count(*) FROM evaluation)::int AS e
         FROM read_model_state WHERE id = 1`,
    );
    return {
      state: row!.state,
      builtAt: row!.built_at?.toISOString() ?? null,
      appointments: row!.a,
      evaluations: row!.e,
      lastError: row!.last_error,
    };
  }
}
