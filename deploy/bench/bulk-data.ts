import pg from 'pg';

/*
 * Bulk rows for the list benchmarks, written straight into the databases of the benchmark's own standalone
 * platform. The seeder never does this (it goes through the APIs, one call per person: far too slow for
 * 100,000 profiles); the benchmark is a measuring tool on a throw-away data directory. The rows follow the
 * services' schemas (accounts: profile, account; material-resources: sector, room, room_sector) and are
 * never announced as events, so no other service's replica learns them: the rows measured are the lists'.
 */

export interface BulkCounts {
  profiles: number;
  /** Of `profiles`, the staff with an account (the rest are patients). */
  staff: number;
  sectors: number;
  rooms: number;
}

export const BULK: BulkCounts = { profiles: 100_000, staff: 20_000, sectors: 500, rooms: 5_000 };

const FIRST_NAMES = [
  'Marie', 'Jeanne', 'Louise', 'Alice', 'Emma', 'Manon', 'Inès', 'Sarah', 'Juliette', 'Lucie', 'Anaïs', 'Clara',
  'Pauline', 'Mathilde', 'Sylvie', 'Nicole', 'Jean', 'Pierre', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Paul',
  'Nathan', 'Théo', 'Maxime', 'Romain', 'Bernard', 'Michel', 'Alain', 'Gérard', 'Patrick', 'Claude', 'Yves',
]; // prettier-ignore
const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon',
  'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel',
  'Girard', 'André', 'Lefèvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand',
  'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin',
  'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Sanchez',
  'Gérard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier', 'Roger', 'Roche', 'Roy', 'Noël',
]; // prettier-ignore
const CITIES = [
  'Troyes', 'Reims', 'Épernay', 'Châlons-en-Champagne', 'Chaumont', 'Saint-Dizier', 'Langres', 'Romilly-sur-Seine',
  'Bar-sur-Aube', 'Vitry-le-François', 'Sézanne', 'Nogent-sur-Seine', 'Joinville', 'Bourbonne-les-Bains',
]; // prettier-ignore
const STAFF_ROLES = ["{DOCTOR}", "{DOCTOR}", "{ROOM_USER}", "{DOCTOR,ROOM_USER}", "{ROOM_MANAGER}", "{SECTOR_MANAGER}", "{ADMIN}"]; // prettier-ignore

async function withDatabase(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * VACUUM ANALYZE of `tables`, as autovacuum would leave a database that grew over time: statistics, the
 * visibility map, and the new entries of GIN indexes (trigram) moved out of their pending lists, which the
 * planner otherwise prices as a slow read. One statement each: VACUUM runs outside a transaction.
 */
async function vacuumAnalyze(client: pg.Client, tables: readonly string[]): Promise<void> {
  for (const table of tables) await client.query(`VACUUM ANALYZE ${table}`);
}

/**
 * `counts.profiles` profiles in accounts' database (`<pgUrl>/teleplan_accounts`): the first `counts.staff`
 * staff with an enabled account and roles in turn, the others patients (one in ten without email); names
 * from fixed lists, creation dates a minute apart. One statement per table, then VACUUM ANALYZE.
 */
export async function insertProfiles(pgUrl: string, counts: BulkCounts = BULK): Promise<void> {
  await withDatabase(`${pgUrl}/teleplan_accounts`, async (client) => {
    await client.query(
      `INSERT INTO profile (id, first_name, last_name, email, telephone_number, sex, zone, staff, created_at, updated_at)
       SELECT gen_random_uuid(),
              ($1::text[])[1 + (i * 7) % cardinality($1::text[])],
              ($2::text[])[1 + (i * 11 + i / 97) % cardinality($2::text[])],
              CASE WHEN i > $4 AND i % 10 = 3 THEN NULL ELSE 'bench.' || i || '@bench.teleplan.test' END,
              '+3363998' || lpad((i % 10000)::text, 4, '0'),
              CASE WHEN i % 2 = 0 THEN 'F' ELSE 'M' END,
              'Europe/Paris', i <= $4,
              now() - i * interval '1 minute', now()
         FROM generate_series(1, $3::int) AS i`,
      [FIRST_NAMES, LAST_NAMES, counts.profiles, counts.staff],
    );
    await client.query(
      `INSERT INTO account (id, enabled, granted_roles, preferred_role, created_at, updated_at)
       SELECT id, true, roles, roles[1], created_at, created_at
         FROM (SELECT id, created_at,
                      (($1::text[])[1 + (row_number() OVER (ORDER BY created_at) % cardinality($1::text[]))])::text[] AS roles
                 FROM profile WHERE staff AND email LIKE 'bench.%') AS staff`,
      [STAFF_ROLES],
    );
    await vacuumAnalyze(client, ['profile', 'account']);
  });
}

/**
 * `counts.sectors` sectors and `counts.rooms` rooms in material-resources' database, every room in one sector
 * (one in five in a second one), of the room types the demo seeded. One statement per table, then VACUUM
 * ANALYZE.
 */
export async function insertRooms(pgUrl: string, counts: BulkCounts = BULK): Promise<void> {
  await withDatabase(`${pgUrl}/teleplan_material-resources`, async (client) => {
    await client.query(
      `INSERT INTO sector (id, name, enabled, manager_id, created_at, updated_at)
       SELECT gen_random_uuid(), 'Secteur ' || ($1::text[])[1 + i % cardinality($1::text[])] || ' ' || i,
              true, NULL, now(), now()
         FROM generate_series(1, $2::int) AS i`,
      [CITIES, counts.sectors],
    );
    await client.query(
      `INSERT INTO room (id, name, enabled, address, email, telephone_number, virtual, latitude, longitude,
                         zone_id, room_type_id, created_at, updated_at)
       SELECT gen_random_uuid(),
              'Salle ' || ($1::text[])[1 + i % cardinality($1::text[])] || ' ' || i,
              i % 20 <> 0, i || ' rue de la République, ' || ($1::text[])[1 + i % cardinality($1::text[])],
              NULL, '+3335301' || lpad((i % 10000)::text, 4, '0'), false,
              48 + (i % 100) / 100.0, 4 + (i % 100) / 100.0, 'Europe/Paris',
              (SELECT id FROM room_type ORDER BY name LIMIT 1 OFFSET i % (SELECT count(*) FROM room_type)),
              now(), now()
         FROM generate_series(1, $2::int) AS i`,
      [CITIES, counts.rooms],
    );
    await client.query(
      `WITH sectors AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM sector),
            rooms AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM room WHERE name LIKE 'Salle %')
       INSERT INTO room_sector (room_id, sector_id)
       SELECT rooms.id, sectors.id FROM rooms JOIN sectors ON sectors.n = rooms.n % (SELECT count(*) FROM sectors)
       UNION
       SELECT rooms.id, sectors.id FROM rooms JOIN sectors ON sectors.n = (rooms.n * 7 + 1) % (SELECT count(*) FROM sectors)
        WHERE rooms.n % 5 = 0`,
    );
    await client.query(
      `UPDATE room SET favorite_sector_id = (SELECT min(sector_id::text)::uuid FROM room_sector WHERE room_id = room.id)
        WHERE name LIKE 'Salle %'`,
    );
    await vacuumAnalyze(client, ['sector', 'room', 'room_sector']);
  });
}
