import { DataSource, type EntitySchema, type MigrationInterface } from 'typeorm';
import pg from 'pg';

export interface DatabaseOptions {
  url: string;
  entities: EntitySchema[];
  migrations: (new () => MigrationInterface)[];
  /** Pool size; services keep it small, each owns its own database. */
  poolSize?: number;
}

/** Creates the database named in `url` when it does not exist yet (one database per service). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    // Two processes may race to create it; the loser finds it there.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/** Opens the service's DataSource and runs its migrations (never `synchronize`). */
export async function openDatabase(options: DatabaseOptions): Promise<DataSource> {
  await ensureDatabase(options.url);
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: ['error'],
    // A server that is unreachable (not refusing) must fail a request in seconds, as a 503, not hang it.
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 },
  });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
