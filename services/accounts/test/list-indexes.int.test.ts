import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byQueryStatements, type Statement } from '../src/data/profile-search.repository.ts';
import { startAccounts, type Harness } from './harness.ts';

/**
 * The list queries can use the indexes of migrations 0002 and 0004: the SQL the RSQL mapper writes is explained with the
 * alternatives (sequential scan, explicit sort) priced out, so on these few test rows the plan shows whether an
 * index matches its expressions at all. Speed is the benchmark's (scripts/explain-list-queries.ts).
 */
let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
  await h.createStaff(['DOCTOR'], { lastName: 'Dupont' });
  await h.patient({ lastName: 'Durand' });
  // Enough rows for the planner to weigh indexes as on a real list (one in five staff).
  await h.service.dataSource.query(
    `INSERT INTO profile (id, first_name, last_name, email, telephone_number, sex, zone, staff, created_at, updated_at)
     SELECT gen_random_uuid(), 'Prénom' || n, 'Nom' || n, 'personne' || n || '@site' || (n % 50) || '.fr', NULL,
            'F', 'Europe/Paris', n % 5 = 0, now(), now()
       FROM generate_series(1, 5000) AS n`,
  );
  // VACUUM also moves the new entries out of the GIN indexes' pending lists, as autovacuum would.
  await h.service.dataSource.query('VACUUM ANALYZE profile');
});
afterAll(async () => h?.close());

async function plan(statement: Statement, avoid: 'seqscan' | 'sort'): Promise<string> {
  return h.service.dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL enable_${avoid} = off`);
    // Finding matches: bitmap scans only, which need an index condition (a b-tree read whole does not count).
    // Reading in order: plain index scans only.
    const others = avoid === 'seqscan' ? ['indexscan', 'indexonlyscan'] : ['bitmapscan'];
    for (const other of others) await manager.query(`SET LOCAL enable_${other} = off`);
    const rows = await manager.query<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN ${statement.sql}`,
      statement.values,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The statement that finds the matches: a search's ordered ids, or the count of a list without search. */
function count(query: string): Statement {
  const statements = byQueryStatements(query, { page: 0, size: 20 });
  return statements.searched ? statements.matches : statements.count;
}

function page(query: string, sort?: string[]): Statement {
  const statements = byQueryStatements(query, { page: 0, size: 20, sort });
  if (statements.searched) throw new Error(`${query} is a search: no page statement of its own`);
  return statements.rows;
}

describe('list indexes', () => {
  it('has pg_trgm', async () => {
    const rows = await h.service.dataSource.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(rows).toHaveLength(1);
  });

  // The wildcard match is an index condition (of a trigram index: no b-tree serves `LIKE '%x%'`).
  it.each([
    ['lastName==*dup*', "Index Cond: (lower((last_name)::text) ~~ '%dup%'::text)"],
    ['firstName==*ean*', "Index Cond: (lower((first_name)::text) ~~ '%ean%'::text)"],
    ['email==*site42*', "Index Cond: ((email)::text ~~ '%site42%'::text)"],
    ['lastName==dur*', "Index Cond: (lower((last_name)::text) ~~ 'dur%'::text)"],
    ['(lastName==*dup*,firstName==*dup*)', "Index Cond: (lower((first_name)::text) ~~ '%dup%'::text)"],
    ['account=isnull=false;roles=in=(DOCTOR,ADMIN)', 'Bitmap Index Scan on account_granted_roles_idx'],
    ['roles==DOCTOR', 'Bitmap Index Scan on account_granted_roles_idx'],
    ['email==jean.dupont@exemple.fr', 'Index Cond: ((email)::text = '],
    ['staff==false', 'Bitmap Index Scan on profile_staff_idx'],
    ['staff==true;(lastName==*dup*,firstName==*dup*)', 'Bitmap Index Scan on profile_search_staff_trgm'],
    ['staff==false;(lastName==*dup*,firstName==*dup*)', 'Bitmap Index Scan on profile_search_patient_trgm'],
  ])('finds the matches of %s through an index', async (query, expected) => {
    expect(await plan(count(query), 'seqscan')).toContain(expected);
  });

  it.each([
    [undefined, 'Index Scan using profile_name_sort_idx'],
    [['lastName,desc'], 'Index Scan Backward using profile_name_sort_idx'],
    [['firstName,desc'], 'Index Scan Backward using profile_first_name_sort_idx'],
    [['createdDate,desc'], 'Index Scan Backward using profile_created_sort_idx'],
    [['email'], 'Index Scan using profile_email_sort_idx'],
    [['telephoneNumber,desc'], 'Index Scan Backward using profile_phone_sort_idx'],
  ])('reads a page sorted by %j in index order', async (sort, scan) => {
    expect(await plan(page('staff==false', sort), 'sort')).toContain(scan);
  });
});
