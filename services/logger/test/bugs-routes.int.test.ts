import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from '@teleplan/kit/crypto/secret-encryption';
import type { BugIssue, BugIssuePage, BugTrackerSettings } from '@teleplan/proto/logger';
import { ROLES, type Role } from '@teleplan/proto/roles';
import { TrackerSettingsRepository } from '../src/bugs/tracker-settings.repository.ts';
import {
  anyone,
  code,
  SECRETS_KEY,
  startBugViewer,
  TRACKER_TOKEN,
  type BugViewerHarness,
  type Caller,
} from './bugs-harness.ts';

let h: BugViewerHarness;
const INVALID = 'common.request.invalid';

beforeAll(async () => {
  h = await startBugViewer();
});
afterAll(() => h.close());
beforeEach(() => {
  h.peer.mode = 'mantis';
});

const settingsRow = () => new TrackerSettingsRepository(h.service.dataSource.manager).get();

describe('the bug viewer before a tracker is configured', () => {
  it('shows no tracker and no token', async () => {
    const reply = await h.call<BugTrackerSettings>('GET', '/settings', h.superAdmin);
    expect(reply).toEqual({ status: 200, body: { url: null, projectId: null, tokenSet: false } });
  });

  it('answers tracker_not_configured for the list and an issue, without calling anyone', async () => {
    const seen = h.peer.seen.length;
    for (const url of ['/issues', '/issues/1']) {
      const reply = await h.call('GET', url, h.superAdmin);
      expect(reply.status).toBe(409);
      expect(code(reply)).toBe('logger.bugs.tracker_not_configured');
    }
    expect(h.peer.seen.length).toBe(seen);
  });
});

describe('the tracker settings', () => {
  it('keep the URL and project, the token encrypted and never answered', async () => {
    const put = await h.call<BugTrackerSettings>('PUT', '/settings', h.superAdmin, {
      url: `${h.peer.url}/`,
      projectId: 7,
      token: TRACKER_TOKEN,
    });
    expect(put).toEqual({ status: 200, body: { url: h.peer.url, projectId: 7, tokenSet: true } });
    const get = await h.call<BugTrackerSettings>('GET', '/settings', h.superAdmin);
    expect(get.body).toEqual(put.body);
    const row = await settingsRow();
    expect(row?.tokenEncrypted).not.toContain(TRACKER_TOKEN);
    expect(decryptSecret(row!.tokenEncrypted!, SECRETS_KEY)).toBe(TRACKER_TOKEN);
  });

  it('keep the saved token when a PUT leaves it out, and replace it when one is given', async () => {
    await h.configure();
    const before = (await settingsRow())!.tokenEncrypted;
    const kept = await h.call<BugTrackerSettings>('PUT', '/settings', h.superAdmin, {
      url: h.peer.url,
      projectId: 7,
    });
    expect(kept.body.tokenSet).toBe(true);
    expect((await settingsRow())!.tokenEncrypted).toBe(before);
    expect((await h.call('GET', '/issues', h.superAdmin)).status).toBe(200);

    await h.call('PUT', '/settings', h.superAdmin, { url: h.peer.url, projectId: 7, token: 'another' });
    expect(decryptSecret((await settingsRow())!.tokenEncrypted!, SECRETS_KEY)).toBe('another');
    await h.configure();
  });

  it.each([
    ['an ftp URL', { url: 'ftp://bugs.example.org', projectId: 7 }, 'logger.bugs.tracker_url_invalid'],
    ['no URL at all', { url: 'bugs', projectId: 7 }, 'logger.bugs.tracker_url_invalid'],
    [
      'a password in the URL',
      { url: 'https://a:b@bugs.example.org', projectId: 7 },
      'logger.bugs.tracker_url_invalid',
    ],
    ['project 0', { url: 'https://bugs.example.org', projectId: 0 }, INVALID],
    ['an empty token', { url: 'https://bugs.example.org', projectId: 7, token: '' }, INVALID],
    ['a token with a line break', { url: 'https://bugs.example.org', projectId: 7, token: 'a\nb' }, INVALID],
    ['a token with a space', { url: 'https://bugs.example.org', projectId: 7, token: 'a b' }, INVALID],
    ['an unknown field', { url: 'https://bugs.example.org', projectId: 7, secret: 'x' }, INVALID],
  ])('refuse %s with a 400, the settings unchanged', async (_why, body, messageCode) => {
    await h.configure();
    const before = await settingsRow();
    const reply = await h.call('PUT', '/settings', h.superAdmin, body);
    expect([reply.status, code(reply)]).toEqual([400, messageCode]);
    expect(await settingsRow()).toEqual(before);
  });
});

describe('the issues, read through the server', () => {
  beforeAll(() => h.configure());

  it('lists a page of the project', async () => {
    const reply = await h.call<BugIssuePage>('GET', '/issues?page=1&size=2', h.superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.page).toBe(1);
    expect(reply.body.issues.map((issue) => issue.id)).toEqual([3, 2]);
    expect(reply.body.issues[0]).toEqual({
      id: 3,
      summary: 'Le calendrier ne se charge pas (3)',
      createdAt: '2026-11-30T08:15:00.000Z',
      status: { name: 'assigned', label: 'affecté' },
      severity: { name: 'major', label: 'majeur' },
    });
    expect(h.peer.seen.at(-1)?.authorization).toBe(TRACKER_TOKEN);
  });

  it('shows one issue with its notes and attachments', async () => {
    const reply = await h.call<BugIssue>('GET', '/issues/2', h.superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: 2,
      category: 'Planning',
      resolution: { label: 'ouvert' },
      priority: { label: 'élevée' },
      reproducibility: { label: 'toujours' },
      attachments: [{ filename: 'capture.png', size: 48_213 }],
      notes: [{ reporter: 'mmartin', text: 'Reproduit avec Firefox.' }],
    });
  });

  it('answers issue_not_found for an unknown issue and 400 for an id that is not one', async () => {
    const unknown = await h.call('GET', '/issues/404', h.superAdmin);
    expect([unknown.status, code(unknown)]).toEqual([404, 'logger.bugs.issue_not_found']);
    const bad = await h.call('GET', '/issues/abc', h.superAdmin);
    expect([bad.status, code(bad)]).toEqual([400, INVALID]);
  });

  it.each(['unauthorized', 'slow', 'garbage'] as const)(
    'answers tracker_unavailable when the tracker is %s, never with its token',
    async (mode) => {
      h.peer.mode = mode;
      for (const url of ['/issues', '/issues/1']) {
        const reply = await h.call('GET', url, h.superAdmin);
        expect([reply.status, code(reply)]).toEqual([502, 'logger.bugs.tracker_unavailable']);
        expect(JSON.stringify(reply.body)).not.toContain(TRACKER_TOKEN);
      }
    },
  );

  it('answers tracker_not_configured when the saved token cannot be read with this key', async () => {
    const settings = new TrackerSettingsRepository(h.service.dataSource.manager);
    const row = (await settings.get())!;
    await settings.save({ ...row, tokenEncrypted: encryptSecret(TRACKER_TOKEN, 'another-key-of-sixteen') });
    try {
      const reply = await h.call('GET', '/issues', h.superAdmin);
      expect([reply.status, code(reply)]).toEqual([409, 'logger.bugs.tracker_not_configured']);
    } finally {
      await settings.save(row);
    }
  });
});

describe('who may use the bug viewer', () => {
  type Who = Role | 'SERVICE' | 'NONE';
  const callerOf = (who: Who): Caller => (who === 'NONE' ? null : anyone(who));
  const routes: {
    name: string;
    ok: number;
    run: (caller: Caller) => ReturnType<BugViewerHarness['call']>;
  }[] = [
    { name: 'GET issues', ok: 200, run: (caller) => h.call('GET', '/issues', caller) },
    { name: 'GET issues/{id}', ok: 200, run: (caller) => h.call('GET', '/issues/1', caller) },
    { name: 'GET settings', ok: 200, run: (caller) => h.call('GET', '/settings', caller) },
    {
      name: 'PUT settings',
      ok: 200,
      run: (caller) => h.call('PUT', '/settings', caller, { url: h.peer.url, projectId: 7 }),
    },
  ];
  const everyone: Who[] = [...ROLES, 'SERVICE', 'NONE'];

  beforeAll(() => h.configure());

  for (const route of routes)
    it.each(everyone)(`${route.name}: as %s`, async (who) => {
      const before = await settingsRow();
      const reply = await route.run(callerOf(who));
      if (who === 'SUPER_ADMIN') {
        expect(reply.status).toBe(route.ok);
        return;
      }
      const refusal = who === 'NONE' ? [401, 'common.auth.unauthenticated'] : [403, 'common.auth.forbidden'];
      expect([reply.status, code(reply)]).toEqual(refusal);
      expect(await settingsRow()).toEqual(before);
    });
});
