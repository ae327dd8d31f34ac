import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchStandalone } from '../bench/standalone-process.ts';
import { passwordGrant } from '../bench/requests.ts';
import { startInterruptible } from './interrupted-standalone.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'teleplan-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the standalone platform stopped by a signal', () => {
  it('answers the sign-in under way before stopping its database, and logs no warning', async () => {
    const output: string[] = [];
    // In its own process, stopped by SIGTERM as a service manager or the benchmark stops it.
    const platform = await launchStandalone({
      dataDir,
      tokenRateLimit: 1000,
      onLine: (line) => output.push(line),
    });
    const grant = passwordGrant(platform.origin);
    // An Argon2id check, then database writes: still under way when the signal arrives.
    const answer = fetch(grant.url, { method: 'POST', headers: grant.headers, body: grant.body }).then(
      async (response) => ({ status: response.status, body: (await response.json()) as object }),
      (error: unknown) => ({ status: 0, body: { failed: String(error) } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await platform.stop();

    const { status, body } = await answer;
    expect(body).toHaveProperty('access_token');
    expect(status).toBe(200);
    const problems = output.filter(
      (line) => /^(WARN|ERROR|FATAL)/.test(line) && !/web app not built/.test(line),
    );
    expect(problems).toEqual([]);
  }, 60_000);

  it('answers the sign-in under way when Ctrl+C signals its whole process group', async () => {
    const output: string[] = [];
    const platform = await startInterruptible(dataDir, (line) => output.push(line));
    try {
      const grant = passwordGrant(platform.origin);
      const answer = fetch(grant.url, { method: 'POST', headers: grant.headers, body: grant.body }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as object }),
        (error: unknown) => ({ status: 0, body: { failed: String(error) } }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The embedded PostgreSQL gets this signal too unless it runs in a group of its own.
      await platform.interrupt();

      const { status, body } = await answer;
      expect(body).toHaveProperty('access_token');
      expect(status).toBe(200);
      const problems = output.filter(
        (line) => /^(WARN|ERROR|FATAL)/.test(line) && !/web app not built/.test(line),
      );
      expect(problems).toEqual([]);
    } finally {
      await platform.cleanUp();
    }
  }, 60_000);
});
