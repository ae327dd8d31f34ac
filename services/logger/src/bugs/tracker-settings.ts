import { conflict } from '@teleplan/kit/errors';
import { decryptSecret, encryptSecret } from '@teleplan/kit/crypto/secret-encryption';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { BugTrackerSettings, BugTrackerSettingsBody } from '@teleplan/proto/logger';
import type { BugViewerContext } from './context.ts';
import { TrackerSettingsRepository, type TrackerSettingsRow } from './tracker-settings.repository.ts';
import { trackerBaseUrl } from './tracker-url.ts';

/** The saved tracker as its client calls it, the token in clear (never leaves the server). */
export interface Tracker {
  url: string;
  projectId: number;
  token: string | null;
}

function toTrackerSettings(row: TrackerSettingsRow | null): BugTrackerSettings {
  if (!row) return { url: null, projectId: null, tokenSet: false };
  return { url: row.url, projectId: row.projectId, tokenSet: row.tokenEncrypted !== null };
}

export async function getTrackerSettings(ctx: BugViewerContext): Promise<BugTrackerSettings> {
  return toTrackerSettings(await new TrackerSettingsRepository(ctx.dataSource.manager).get());
}

/** PUT settings: the URL and project replaced; an absent token keeps the saved one, a new one is stored encrypted. */
export async function putTrackerSettings(
  ctx: BugViewerContext,
  body: BugTrackerSettingsBody,
): Promise<BugTrackerSettings> {
  const url = trackerBaseUrl(body.url);
  return ctx.dataSource.transaction(async (manager) => {
    const settings = new TrackerSettingsRepository(manager);
    const saved = await settings.get(true);
    // Not trimmed: the token is the tracker's, kept exactly as given.
    const token = body.token === undefined ? undefined : encryptSecret(body.token, ctx.secretsKey);
    const row: TrackerSettingsRow = {
      url,
      projectId: body.projectId,
      tokenEncrypted: token ?? saved?.tokenEncrypted ?? null,
      updatedAt: ctx.clock(),
    };
    await settings.save(row);
    return toTrackerSettings(row);
  });
}

/**
 * The saved tracker, its token decrypted; 409 `logger.bugs.tracker_not_configured` before the first save, or
 * when the token cannot be read with this key (to be typed again).
 */
export async function savedTracker(ctx: BugViewerContext): Promise<Tracker> {
  const row = await new TrackerSettingsRepository(ctx.dataSource.manager).get();
  if (!row) throw conflict(MessageCodes.logger.trackerNotConfigured, 'No bug tracker is configured yet');
  let token: string | null;
  try {
    token = row.tokenEncrypted === null ? null : decryptSecret(row.tokenEncrypted, ctx.secretsKey);
  } catch {
    throw conflict(
      MessageCodes.logger.trackerNotConfigured,
      'The saved tracker token cannot be read with this key: type it again',
    );
  }
  return { url: row.url, projectId: row.projectId, token };
}
