import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppError } from '@teleplan/kit/errors';
import { listIssues, readIssue, type TrackerCall } from '../src/bugs/tracker-client.ts';
import type { Tracker } from '../src/bugs/tracker-settings.ts';
import { TrackerPeer } from './bugs-tracker-peer.ts';

const TOKEN = 'mantis-token-4f1c9e';
const peer = new TrackerPeer(TOKEN);
let tracker: Tracker;
const warn = vi.fn<(details: object, message: string) => void>();
let call: TrackerCall;

beforeAll(async () => {
  await peer.start();
});
afterAll(() => peer.stop());
beforeEach(() => {
  peer.mode = 'mantis';
  peer.seen.length = 0;
  tracker = { url: peer.url, projectId: 7, token: TOKEN };
  warn.mockClear();
  call = { timeoutMs: 2000, log: { warn } };
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should have failed').toBeDefined();
  return error as AppError;
}

const unavailable = { statusCode: 502, messageCode: 'logger.bugs.tracker_unavailable' };

describe('the MantisBT client', () => {
  it('lists a page of the project with the token as MantisBT expects it', async () => {
    const issues = await listIssues(call, tracker, { page: 1, size: 2 });
    expect(issues).toEqual([
      {
        id: 3,
        summary: 'Le calendrier ne se charge pas (3)',
        createdAt: '2026-11-30T08:15:00.000Z',
        status: { name: 'assigned', label: 'affecté' },
        severity: { name: 'major', label: 'majeur' },
      },
      expect.objectContaining({ id: 2 }),
    ]);
    const [request] = peer.seen;
    expect(request?.path).toBe('/mantis/api/rest/issues');
    expect(Object.fromEntries(request!.query)).toEqual({ project_id: '7', page_size: '2', page: '1' });
    expect(request?.authorization).toBe(TOKEN);
  });

  it('reads the next page and an empty one past the end', async () => {
    expect((await listIssues(call, tracker, { page: 2, size: 2 })).map((issue) => issue.id)).toEqual([1]);
    expect(await listIssues(call, tracker, { page: 3, size: 2 })).toEqual([]);
  });

  it('reads one issue with its notes, attachments and labels', async () => {
    const issue = await readIssue(call, tracker, 2);
    expect(issue).toMatchObject({
      id: 2,
      summary: 'Le calendrier ne se charge pas (2)',
      description: 'Écran blanc sur /app/calendar après connexion.',
      category: 'Planning',
      createdAt: '2026-11-30T08:15:00.000Z',
      status: { name: 'assigned', label: 'affecté' },
      resolution: { name: 'open', label: 'ouvert' },
      severity: { name: 'major', label: 'majeur' },
      priority: { name: 'high', label: 'élevée' },
      reproducibility: { name: 'always', label: 'toujours' },
      attachments: [{ id: 31, filename: 'capture.png', size: 48_213 }],
    });
    // A reporter without a real name is shown by login name.
    expect(issue.notes).toEqual([
      {
        id: 12,
        reporter: 'mmartin',
        text: 'Reproduit avec Firefox.',
        createdAt: '2026-12-01T09:00:00.000Z',
        attachments: [{ id: 32, filename: 'console.log', size: 2_500_000 }],
      },
    ]);
    expect(peer.seen[0]?.path).toBe('/mantis/api/rest/issues/2');
  });

  it('answers issue_not_found for an issue the tracker does not have', async () => {
    const error = await failure(readIssue(call, tracker, 404));
    expect(error).toMatchObject({ statusCode: 404, messageCode: 'logger.bugs.issue_not_found' });
  });

  it("reads an issue of another project the token may read (a sub-project's, listed with the project)", async () => {
    expect((await readIssue(call, tracker, 9)).id).toBe(9);
  });

  it('answers tracker_unavailable when the list is not found (a wrong URL or project)', async () => {
    const error = await failure(listIssues(call, { ...tracker, projectId: 99 }, { page: 1, size: 10 }));
    expect(error).toMatchObject(unavailable);
  });

  it('answers tracker_unavailable when the tracker refuses the token, and never logs the token', async () => {
    peer.mode = 'unauthorized';
    expect(await failure(listIssues(call, tracker, { page: 1, size: 10 }))).toMatchObject(unavailable);
    expect(await failure(readIssue(call, tracker, 1))).toMatchObject(unavailable);
    expect(JSON.stringify(warn.mock.calls)).toContain('401');
    expect(JSON.stringify(warn.mock.calls)).not.toContain(TOKEN);
  });

  it('answers tracker_unavailable when the tracker is too slow, at the time-out', async () => {
    peer.mode = 'slow';
    const started = performance.now();
    const error = await failure(listIssues({ ...call, timeoutMs: 300 }, tracker, { page: 1, size: 10 }));
    expect(error).toMatchObject(unavailable);
    expect(error.message).toContain('timed out');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('answers tracker_unavailable when the answer stops coming, at the time-out', async () => {
    peer.mode = 'trickle';
    const error = await failure(listIssues({ ...call, timeoutMs: 300 }, tracker, { page: 1, size: 10 }));
    expect(error).toMatchObject(unavailable);
    expect(error.message).toContain('timed out');
  });

  it('answers tracker_unavailable for an answer larger than 16 MB', async () => {
    peer.mode = 'huge';
    const error = await failure(listIssues(call, tracker, { page: 1, size: 10 }));
    expect(error).toMatchObject(unavailable);
    expect(error.message).toContain('too large');
  });

  it('answers tracker_unavailable for an answer that is not JSON, or not MantisBT JSON', async () => {
    peer.mode = 'garbage';
    expect(await failure(listIssues(call, tracker, { page: 1, size: 10 }))).toMatchObject(unavailable);
    peer.mode = 'wrong-shape';
    expect(await failure(listIssues(call, tracker, { page: 1, size: 10 }))).toMatchObject(unavailable);
    expect(await failure(readIssue(call, tracker, 1))).toMatchObject(unavailable);
  });

  it('answers tracker_unavailable when nothing listens at the URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      listIssues(call, { ...tracker, url: `http://127.0.0.1:${port}` }, { page: 1, size: 1 }),
    );
    expect(error).toMatchObject(unavailable);
  });

  it('does not follow a redirect, so the token never leaves for another address', async () => {
    const elsewhere = new TrackerPeer('other');
    await elsewhere.start();
    try {
      peer.mode = 'redirect';
      peer.redirectTo = `${elsewhere.url}/api/rest/issues`;
      expect(await failure(listIssues(call, tracker, { page: 1, size: 1 }))).toMatchObject(unavailable);
      expect(elsewhere.seen).toEqual([]);
    } finally {
      await elsewhere.stop();
    }
  });
});
