import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsqlToSql, SqlParams } from '@teleplan/kit/query/rsql-sql';
import { ROOM_QUERY_FIELDS } from '../src/data/rooms.repository.ts';
import { startResources, type Harness } from './harness.ts';

/**
 * A name search of rooms/with can use the trigram index of migration 0002: the condition the RSQL mapper writes is
 * explained with sequential scans priced out, so on a few thousand test rows the plan shows whether the index
 * matches its expression at all.
 */
let h: Harness;
beforeAll(async () => {
  h = await startResources();
  await h.service.dataSource.query(
    `INSERT INTO room (id, name, enabled, telephone_number, virtual, zone_id, created_at, updated_at)
     SELECT gen_random_uuid(), 'Salle ' || n, true, '+33100000000', false, 'Europe/Paris', now(), now()
       FROM generate_series(1, 3000) AS n`,
  );
  await h.service.dataSource.query('VACUUM ANALYZE room');
});
afterAll(async () => h?.close());

async function plan(query: string): Promise<string> {
  const params = new SqlParams();
  const where = rsqlToSql(query, ROOM_QUERY_FIELDS, params);
  return h.service.dataSource.transaction(async (manager) => {
    for (const off of ['seqscan', 'indexscan', 'indexonlyscan'])
      await manager.query(`SET LOCAL enable_${off} = off`);
    const rows = await manager.query<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN SELECT count(*) FROM room r WHERE ${where}`,
      params.values,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('room name search index', () => {
  it('finds the rooms whose name holds a text through the trigram index', async () => {
    expect(await plan('enabled==true;name=="*LLE 12*"')).toContain('Bitmap Index Scan on room_name_trgm');
  });
});
