import type { EntityManager } from 'typeorm';

/** The tracker the bug viewer reads (one row, id 1); the token comes and goes encrypted. */
export interface TrackerSettingsRow {
  url: string;
  projectId: number;
  tokenEncrypted: string | null;
  updatedAt: Date;
}

interface RawTrackerSettings {
  url: string;
  project_id: number;
  token_encrypted: string | null;
  updated_at: Date;
}

export class TrackerSettingsRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** The saved settings, locked for an update when `forUpdate` (inside a transaction); null before the first save. */
  async get(forUpdate = false): Promise<TrackerSettingsRow | null> {
    const rows = await this.manager.query<RawTrackerSettings[]>(
      `SELECT url, project_id, token_encrypted, updated_at FROM bug_tracker_settings WHERE id = 1
       ${forUpdate ? 'FOR UPDATE' : ''}`,
    );
    const raw = rows[0];
    return raw
      ? {
          url: raw.url,
          projectId: raw.project_id,
          tokenEncrypted: raw.token_encrypted,
          updatedAt: raw.updated_at,
        }
      : null;
  }

  async save(row: TrackerSettingsRow): Promise<void> {
    await this.manager.query(
      `INSERT INTO bug_tracker_settings (id, url, project_id, token_encrypted, updated_at) VALUES (1, $1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET url = EXCLUDED.url, project_id = EXCLUDED.project_id,
         token_encrypted = EXCLUDED.token_encrypted, updated_at = EXCLUDED.updated_at`,
      [row.url, row.projectId, row.tokenEncrypted, row.updatedAt],
    );
  }
}
