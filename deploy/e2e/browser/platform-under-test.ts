import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { startStandalone, type StandaloneOptions } from '../../standalone/platform.ts';
import type { SurveyLinks } from '../../standalone/survey-links.ts';
import { buildWeb, webBuildIsStale } from '../../standalone/web-build.ts';
import { freePorts } from '../free-ports.ts';
import { seededDataDir } from './seeded-template.ts';
import { snapshotWebBuild } from './web-snapshot.ts';

export interface PlatformUnderTest {
  /** What a person types in the browser (`http://localhost:<port>`), also the base of the mailed links. */
  url: string;
  dataDir: string;
  /** The port of its PostgreSQL (a test makes a planned message due there, as time passing would). */
  pgPort: number;
  /** The server's warnings and errors so far (pino JSON lines), to show when a test fails. */
  logs: string[];
  /** Satisfaction survey links, as the mail job would issue them. */
  surveyLinks: SurveyLinks;
  close(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The standalone platform as `npm start` runs it, on free ports with its data in a temporary directory that
 * `close()` removes, a copy of the run's freshly seeded data. The web app is built first when `web/dist` is older
 * than its sources, and served from a copy in that directory.
 */
export async function startPlatformUnderTest(
  publicConfig?: StandaloneOptions['publicConfig'],
): Promise<PlatformUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teleplan-browser-'));
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString('utf8').trimEnd();
      // Written at info as `npm start` does (the kept info lines reach the logger service); only warnings and
      // errors are held for a failing test's report.
      if (!/^\{"level":[0-3]\d,/.test(line)) logs.push(line);
      done();
    },
  });
  try {
    const [port, pgPort] = await freePorts(2);
    const webDist = path.join(dataDir, 'web');
    const built = webBuildIsStale(repoRoot) ? buildWeb(repoRoot) : Promise.resolve();
    const webReady = built.then(() => snapshotWebBuild(path.join(repoRoot, 'web', 'dist'), webDist));
    // The start awaits it, unless it fails earlier: then this failure is not the one to report.
    webReady.catch(() => undefined);
    await seededDataDir(inject('seededTemplateDir'), dataDir);
    const platform = await startStandalone({
      dataDir,
      webDist,
      webReady,
      port: port!,
      host: 'localhost',
      pgPort: pgPort!,
      logStream,
      logLevel: 'info',
      // Every browser context comes from 127.0.0.1: the per-address limit of the token endpoint would see
      // one very busy person instead of the several people these tests play.
      rateLimits: { tokenPerMinute: 1000 },
      publicConfig,
    });
    return {
      url: platform.url,
      dataDir,
      pgPort: pgPort!,
      logs,
      surveyLinks: platform.surveyLinks,
      async close() {
        await platform.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
