import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchStandalone } from '../bench/standalone-process.ts';
import { startInterruptible } from './interrupted-standalone.ts';
import { startSignIn } from './sign-in-under-way.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'teleplan-shutdown-'));
// Deleting a data directory of PostgreSQL files outlasts the default 10 s on a loaded machine.
afterAll(() => rmSync(dataDir, { recursive: true, force: true }), 60_000);

// A first start (database created, demo data seeded) takes 10 s idle and over a minute on a loaded 2-core machine.
const START_TIMEOUT_MS = 180_000;

const warnings = (output: string[]) =>
  output.filter((line) => /^(WARN|ERROR|FATAL)/.test(line) && !/web app not built/.test(line));

describe('the standalone platform stopped by a signal', () => {
  it(
    'answers the sign-in under way before stopping its database, and logs no warning',
    async () => {
      const output: string[] = [];
      // In its own process, stopped by SIGTERM as a service manager or the benchmark stops it.
      const platform = await launchStandalone({
        dataDir,
        tokenRateLimit: 1000,
        onLine: (line) => output.push(line),
      });
      try {
        // An Argon2id check, then database writes: still under way when the signal arrives.
        const signIn = await startSignIn(platform.origin);
        const stopped = platform.stop();
        const { status, body } = await signIn.finish();
        await stopped;

        expect(body).toHaveProperty('access_token');
        expect(status).toBe(200);
        expect(warnings(output)).toEqual([]);
      } finally {
        // Stopped even when a check fails, so the next test finds the data directory free.
        await platform.stop();
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'answers the sign-in under way when Ctrl+C signals its whole process group',
    async () => {
      const output: string[] = [];
      const platform = await startInterruptible(dataDir, (line) => output.push(line));
      try {
        const signIn = await startSignIn(platform.origin);
        // The embedded PostgreSQL gets this signal too unless it runs in a group of its own.
        const interrupted = platform.interrupt();
        const { status, body } = await signIn.finish();
        await interrupted;

        expect(body).toHaveProperty('access_token');
        expect(status).toBe(200);
        expect(warnings(output)).toEqual([]);
      } finally {
        await platform.cleanUp();
      }
    },
    START_TIMEOUT_MS,
  );
});
