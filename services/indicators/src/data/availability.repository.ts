import type { EntityManager } from 'typeorm';
import type { AvailableHour } from '@teleplan/proto/read-model-exports';

/** Available minutes per owner and UTC hour in `schema` (public, or the rebuild's shadow). */
export class AvailabilityRepository {
  readonly manager: EntityManager;
  readonly schema: string;
  constructor(manager: EntityManager, schema = 'public') {
    this.manager = manager;
    this.schema = schema;
  }

  /** Forgets what these owners (every owner: null) had within [from, to), before writing what schedule answers now. */
  async clear(ownerIds: readonly string[] | null, from: Date, to: Date): Promise<void> {
    await this.manager.query(
      `DELETE FROM ${this.schema}.available_hour
        WHERE ($1::uuid[] IS NULL OR owner_id = ANY ($1::uuid[])) AND hour >= $2 AND hour < $3`,
      [ownerIds, from, to],
    );
  }

  async add(hours: readonly AvailableHour[]): Promise<void> {
    if (hours.length === 0) return;
    await this.manager.query(
      `INSERT INTO ${this.schema}.available_hour (owner_id, owner_type, hour, minutes)
       SELECT x.owner, x."ownerType", x.hour, x.minutes
         FROM jsonb_to_recordset($1::jsonb) AS x(owner uuid, "ownerType" text, hour timestamptz, minutes int)
       ON CONFLICT (owner_id, hour) DO UPDATE SET minutes = EXCLUDED.minutes, owner_type = EXCLUDED.owner_type`,
      [JSON.stringify(hours)],
    );
  }
}
