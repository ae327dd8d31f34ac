/**
 * Seeds a throw-away accounts database with many profiles and prints, for each query the users and patients
 * lists send to `GET by-query`, the plan PostgreSQL chooses (EXPLAIN ANALYZE) and the spread of its duration.
 * Figures only, no assertions (the gateway benchmark measures the HTTP side).
 *
 *   node scripts/explain-list-queries.ts [--rows 100000] [--runs 50] [--embedded] [--url postgres://...] [--keep]
 *
 * Default server: DATABASE_URL, else 127.0.0.1:5432; `--embedded` starts the embedded PostgreSQL of the
 * standalone mode instead (which also shows pg_trgm is there).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@teleplan/kit/db/data-source';
import { startEmbeddedPostgres } from '@teleplan/kit/db/embedded-postgres';
import { byQueryStatements, type Statement } from '../src/data/profile-search.repository.ts';
import { definition } from '../src/service.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    embedded: { type: 'boolean', default: false },
    url: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);

/** What the screens send (web: users list, patients list), with a search the seeded names match. */
const CASES: { name: string; query: string; sort?: string[]; page?: number }[] = [
  {
    name: 'users: search "dup", default sort',
    query: 'staff==true;account=isnull=false;(lastName==*dup*,firstName==*dup*)',
  },
  { name: 'users: role DOCTOR, default sort', query: 'staff==true;account=isnull=false;roles=in=(DOCTOR)' },
  {
    name: 'users: active, newest first',
    query: 'staff==true;account=isnull=false;enabled==true',
    sort: ['createdDate,desc'],
  },
  {
    name: 'users: search "mar" + role ROOM_USER + inactive',
    query:
      'staff==true;account=isnull=false;(lastName==*mar*,firstName==*mar*);roles=in=(ROOM_USER);enabled==false',
  },
  { name: 'patients: all, default sort', query: 'staff==false' },
  { name: 'patients: all, page 50, email desc', query: 'staff==false', sort: ['email,desc'], page: 50 },
  {
    name: 'patients: search "mar", first name desc',
    query: 'staff==false;(lastName==*mar*,firstName==*mar*)',
    sort: ['firstName,desc'],
  },
  { name: 'patients: email contains "jean"', query: 'staff==false;email==*jean*', sort: ['lastName,asc'] },
  {
    name: 'patients: last name starts "ber"',
    query: 'staff==false;lastName==ber*',
    sort: ['createdDate,desc'],
  },
];

const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefèvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guerin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clement',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Masson',
  'Sanchez',
  'Gerard',
  'Nguyen',
  'Boyer',
  'Denis',
  'Lemaire',
  'Duval',
  'Joly',
  'Gautier',
  'Roger',
  'Roche',
  'Roy',
  'Noel',
  'Meyer',
  'Lucas',
  'Meunier',
  'Jean',
  'Perez',
  'Marchand',
  'Dufour',
  'Blanchard',
  'Marie',
  'Barbier',
  'Brun',
  'Dumas',
  'Brunet',
  'Schmitt',
  'Leroux',
  'Colin',
  'Fernandez',
  'Pierre',
  'Renard',
  'Arnaud',
  'Rolland',
  'Caron',
  'Aubert',
  'Giraud',
  'Leclerc',
  'Vidal',
  'Bourgeois',
  'Renaud',
  'Lemoine',
  'Picard',
  'Gaillard',
  'Philippe',
  'Leclercq',
  'Lacroix',
  'Fabre',
  'Dupuis',
];
const FIRST = [
  'Jean',
  'Marie',
  'Pierre',
  'Nathalie',
  'Michel',
  'Isabelle',
  'Philippe',
  'Sylvie',
  'Alain',
  'Catherine',
  'Nicolas',
  'Françoise',
  'Christophe',
  'Sandrine',
  'Patrick',
  'Valérie',
  'Stéphane',
  'Christine',
  'Laurent',
  'Céline',
  'Julien',
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Lucas',
  'Hugo',
  'Louis',
  'Gabriel',
  'Arthur',
  'Jules',
  'Inès',
  'Sarah',
  'Thomas',
  'Antoine',
  'Martine',
  'Marc',
  'Aurélie',
  'Margaux',
];
const STAFF_ROLES = [
  '{DOCTOR}',
  '{ROOM_USER}',
  '{ROOM_MANAGER}',
  '{SECTOR_MANAGER}',
  '{ADMIN}',
  '{DOCTOR,ROOM_USER}',
];

async function seed(client: pg.Client): Promise<void> {
  const staff = Math.round(ROWS / 10);
  // Names and emails drawn from the lists by the row number, so every run sees the same data.
  await client.query(
    `INSERT INTO profile (id, first_name, last_name, email, telephone_number, sex, zone, staff, created_at, updated_at)
     SELECT gen_random_uuid(), f, l,
            lower(translate(f || '.' || l, 'éèçëàâ', 'eeceaa')) || '.' || n || '@exemple.fr',
            '+336' || lpad((n * 7919 % 100000000)::text, 8, '0'), CASE WHEN n % 2 = 0 THEN 'F' ELSE 'M' END,
            'Europe/Paris', n <= $4, now() - (n || ' minutes')::interval, now()
       FROM generate_series(1, $1::int) AS n,
            LATERAL (SELECT ($2::text[])[1 + (n * 31 % array_length($2::text[], 1))] AS l,
                            ($3::text[])[1 + (n * 17 % array_length($3::text[], 1))] AS f) names`,
    [ROWS, LAST, FIRST, staff],
  );
  await client.query(
    `INSERT INTO account (id, enabled, granted_roles, preferred_role, created_at, updated_at)
     SELECT p.id, (row_number() OVER ()) % 5 <> 0,
            ($1::text[])[1 + ((row_number() OVER ()) % array_length($1::text[], 1))]::text[], NULL, now(), now()
       FROM profile p WHERE p.staff`,
    [STAFF_ROLES],
  );
  await client.query('VACUUM ANALYZE profile');
  await client.query('VACUUM ANALYZE account');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(client: pg.Client, statement: Statement): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = process.hrtime.bigint();
    await client.query(statement.sql, statement.values);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const name = `teleplan_explain_${randomBytes(4).toString('hex')}`;
  let server: { url(db: string): string; stop(): Promise<void> } | undefined;
  let serverUrl = args.url ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dataDir = `/tmp/teleplan-explain-pg-${process.pid}`;
  if (args.embedded) {
    server = await startEmbeddedPostgres({ dataDir, port: 55432, persistent: false });
    serverUrl = server.url('postgres');
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataSource = await openDatabase({
    url: url.toString(),
    entities: definition.entities,
    migrations: definition.migrations,
    poolSize: 1,
  });
  await dataSource.destroy();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const [{ version }] = (await client.query<{ version: string }>('SELECT version()')).rows as [
      { version: string },
    ];
    const trgm = await client.query("SELECT extversion FROM pg_extension WHERE extname = 'pg_trgm'");
    console.log(`${version}\npg_trgm ${trgm.rows[0]?.extversion ?? 'MISSING'}; seeding ${ROWS} profiles...`);
    await seed(client);
    const summary: string[] = [];
    for (const c of CASES) {
      const statements = byQueryStatements(c.query, { page: c.page ?? 0, size: 20, sort: c.sort });
      console.log(
        `\n=== ${c.name}\n    query=${c.query} sort=${(c.sort ?? []).join(' ') || 'default'} page=${c.page ?? 0}`,
      );
      const spread: string[] = [];
      const explained = statements.searched
        ? ([['matches in order', statements.matches]] as const)
        : ([
            ['count', statements.count],
            ['page', statements.rows],
          ] as const);
      for (const [label, statement] of explained) {
        const plan = await client.query(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`,
          statement.values,
        );
        console.log(`--- ${label}: ${statement.sql.replace(/\s+/g, ' ')}`);
        for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`    ${row['QUERY PLAN']}`);
        const times = await measure(client, statement);
        spread.push(
          `${label} p50 ${percentile(times, 50).toFixed(2)} ms p95 ${percentile(times, 95).toFixed(2)} ms`,
        );
      }
      const total = statements.searched
        ? ((
            (await client.query(statements.matches.sql, statements.matches.values)).rows[0] as {
              ids: string | null;
            }
          ).ids?.split(',').length ?? 0)
        : ((await client.query(statements.count.sql, statements.count.values)).rows[0] as { total: number })
            .total;
      summary.push(`${c.name.padEnd(52)} ${String(total).padStart(6)} matches | ${spread.join(' | ')}`);
    }
    console.log(`\n=== summary (${RUNS} runs each, on the client side of one connection)`);
    for (const line of summary) console.log(line);
  } finally {
    await client.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    if (args.keep) console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    if (server) {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
