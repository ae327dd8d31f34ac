import { LOG_PAGE_SIZE, type BugIssue, type BugIssuePage } from '@teleplan/proto/logger';
import type { BugViewerContext } from './context.ts';
import { listIssues, readIssue } from './tracker-client.ts';
import { savedTracker } from './tracker-settings.ts';

const callOf = (ctx: BugViewerContext) => ({ timeoutMs: ctx.trackerTimeoutMs, log: ctx.log });

/** GET issues: one page (from 1) of the configured project's issues, read from the tracker now. */
export async function bugIssuePage(
  ctx: BugViewerContext,
  query: { page?: number; size?: number },
): Promise<BugIssuePage> {
  const page = query.page ?? 1;
  const issues = await listIssues(callOf(ctx), await savedTracker(ctx), {
    page,
    size: query.size ?? LOG_PAGE_SIZE,
  });
  return { issues, page };
}

/** GET issues/{id}: one issue of the configured project, its notes and attachments. */
export async function bugIssue(ctx: BugViewerContext, id: number): Promise<BugIssue> {
  return readIssue(callOf(ctx), await savedTracker(ctx), id);
}
