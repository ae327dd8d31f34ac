import { AppError, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { BugIssue, BugIssueSummary } from '@teleplan/proto/logger';
import { issueDetail, issueSummaries, UnreadableAnswer } from './mantis-issue.ts';
import type { Tracker } from './tracker-settings.ts';
import { trackerApiUrl } from './tracker-url.ts';

/** The largest answer read from a tracker: a page of 100 issues with their notes stays far below it. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export interface TrackerCall {
  timeoutMs: number;
  /** Where failures are told (the service's logger); never given the token. */
  log: { warn(details: object, message: string): void };
}

/** Every tracker failure the caller can do nothing about, as one answer (docs/bug-viewer.md). */
function unavailable(call: TrackerCall, tracker: Tracker, reason: string): AppError {
  call.log.warn({ tracker: tracker.url, reason }, 'bug tracker unavailable');
  return new AppError(
    502,
    MessageCodes.logger.trackerUnavailable,
    `The bug tracker did not answer: ${reason}`,
  );
}

async function boundedText(response: Response): Promise<string> {
  if (Number(response.headers.get('content-length')) > MAX_ANSWER_BYTES)
    throw new UnreadableAnswer('answer too large');
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.byteLength;
    if (bytes > MAX_ANSWER_BYTES) throw new UnreadableAnswer('answer too large');
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * One GET to the tracker's REST API with its token, bounded in time and size, redirects not followed (the
 * token goes to the saved address only). Answers what `read` makes of the JSON answer, or null for a 404.
 */
async function trackerGet<T>(
  call: TrackerCall,
  tracker: Tracker,
  url: string,
  read: (body: unknown) => T,
): Promise<T | null> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(tracker.token ? { authorization: tracker.token } : {}) },
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    throw unavailable(call, tracker, signal.aborted ? 'timed out' : `unreachable (${causeOf(error)})`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw unavailable(call, tracker, `answered ${response.status}`);
  }
  try {
    return read(JSON.parse(await boundedText(response)));
  } catch (error) {
    if (signal.aborted) throw unavailable(call, tracker, 'timed out');
    throw unavailable(call, tracker, `unreadable answer (${causeOf(error)})`);
  }
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** One page (from 1) of the project's issues, in the tracker's own order. */
export async function listIssues(
  call: TrackerCall,
  tracker: Tracker,
  page: { page: number; size: number },
): Promise<BugIssueSummary[]> {
  const query = new URLSearchParams({
    project_id: String(tracker.projectId),
    page_size: String(page.size),
    page: String(page.page),
  });
  const issues = await trackerGet(call, tracker, trackerApiUrl(tracker.url, 'issues', query), issueSummaries);
  // A 404 here is no issue's: the URL does not lead to a MantisBT REST API, or the project is unknown.
  if (!issues) throw unavailable(call, tracker, 'answered 404 for the issue list');
  return issues;
}

/**
 * One issue the token may read (the list shows the project's sub-projects' issues too, so their details are
 * shown as well); 404 `logger.bugs.issue_not_found` when the tracker has none.
 */
export async function readIssue(call: TrackerCall, tracker: Tracker, id: number): Promise<BugIssue> {
  const issue = await trackerGet(call, tracker, trackerApiUrl(tracker.url, `issues/${id}`), issueDetail);
  if (!issue) throw notFound(MessageCodes.logger.issueNotFound, `The tracker has no issue ${id}`);
  return issue;
}
