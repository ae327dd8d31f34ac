import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { startStandalone } from '../../standalone/platform.ts';
import { freePorts } from '../free-ports.ts';
import { untilEventsSettled } from './settled-events.ts';

const READY = 'template-ready';

/**
 * Fills `dataDir` with a copy of a platform's data just after its first start (database created, migrated and
 * seeded, its events handled and its due mails sent, then stopped), made once per run in `templateDir` by the first file that asks: every browser test file
 * starts on the same fresh demo data without paying for the database's creation and the seeding again. The files
 * run one after the other, so the first one makes it alone.
 */
export async function seededDataDir(templateDir: string, dataDir: string): Promise<void> {
  if (!existsSync(path.join(templateDir, READY))) {
    const [port, pgPort] = await freePorts(2);
    const platform = await startStandalone({
      dataDir: templateDir,
      webDist: path.join(templateDir, 'no-web'),
      port: port!,
      host: 'localhost',
      pgPort: pgPort!,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
      logLevel: 'warn',
    });
    await untilEventsSettled(pgPort!);
    await platform.close();
    writeFileSync(path.join(templateDir, READY), '');
  }
  // `cp -a`: the database's files keep their owner (the `postgres` user when the tests run as root) and modes.
  execFileSync('cp', ['-a', `${templateDir}/.`, dataDir]);
  rmSync(path.join(dataDir, READY));
}
