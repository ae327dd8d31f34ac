import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '@teleplan/kit/db/data-source';
import { MAX_ROOMS_PER_LICENSE } from '@teleplan/proto/licenses';
import { issueLicense } from '../domain/issuing.ts';
import { definition, openLicensesContext } from '../service.ts';

/**
 * `npm run issue-license -w @teleplan/licenses -- --rooms 5 [--count 3]`: issues signed licence keys into the
 * licenses database and prints them, one a line. DATABASE_URL and LICENSES_KEY_ENCRYPTION_SECRET say where;
 * without them, the standalone platform's (running `npm start`): its embedded PostgreSQL on
 * STANDALONE_PG_PORT (default 5433) and the secret in `.data/secrets.json`.
 */
const USAGE = 'usage: issue-license --rooms <1..10000> [--count <n>]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: { rooms: { type: 'string' }, count: { type: 'string', default: '1' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const rooms = Number(values.rooms);
const count = Number(values.count);
if (!Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS_PER_LICENSE) fail(USAGE);
if (!Number.isInteger(count) || count < 1 || count > 100) fail(`${USAGE}\n--count is 1 to 100`);

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const pgPort = process.env.STANDALONE_PG_PORT ?? '5433';
const url = process.env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${pgPort}/teleplan_licenses`;
const secretsFile = `${repoRoot}.data/secrets.json`;
const secret =
  process.env.LICENSES_KEY_ENCRYPTION_SECRET ||
  (existsSync(secretsFile)
    ? ((JSON.parse(readFileSync(secretsFile, 'utf8')) as { keyEncryption?: string }).keyEncryption ?? '')
    : '');

const dataSource = await openDatabase({
  url,
  entities: definition.entities,
  migrations: definition.migrations,
  poolSize: 1,
}).catch((error: unknown) =>
  fail(`Cannot open the licenses database at ${new URL(url).host}${new URL(url).pathname}: ${String(error)}`),
);
try {
  const ctx = await openLicensesContext({ dataSource, config: { LICENSES_KEY_ENCRYPTION_SECRET: secret } });
  for (let i = 0; i < count; i += 1) console.log((await issueLicense(ctx, rooms, 'cli')).license);
} finally {
  await dataSource.destroy();
}
