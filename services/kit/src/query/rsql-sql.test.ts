import { describe, expect, it } from 'vitest';
import {
  QueryError,
  rsqlToSql,
  SqlParams,
  sortToSql,
  type RsqlFields,
  type RsqlRewrite,
} from './rsql-sql.ts';

const FIELDS: RsqlFields = {
  name: { kind: 'text', column: 'r.name' },
  email: { kind: 'text', column: 'r.email', match: 'r.email' },
  roles: { kind: 'set', column: 'r.roles', element: 'text', allowed: ['DOCTOR', 'ADMIN'] },
  enabled: { kind: 'boolean', column: 'r.enabled' },
  id: { kind: 'uuid', column: 'r.id' },
  'sectors.id': { kind: 'set', column: 'r.sector_ids', element: 'uuid' },
  'manager.id': { kind: 'presence', column: 'r.manager_id' },
};
const ID = '0190c0de-0000-7000-8000-000000000001';

function sql(query: string, rewrite?: RsqlRewrite) {
  const params = new SqlParams();
  return { where: rsqlToSql(query, FIELDS, params, { rewrite }), values: params.values };
}

describe('rsqlToSql', () => {
  it('binds every value and keeps quotes out of the SQL text', () => {
    const { where, values } = sql(`name=="x' OR 1=1 --";enabled==true`);
    expect(where).toBe(`((lower(r.name) = $1) AND (r.enabled = $2))`);
    expect(values).toEqual([`x' or 1=1 --`, true]);
  });

  it('turns * into LIKE wildcards and escapes LIKE metacharacters', () => {
    const { where, values } = sql('name==*50%_off*');
    expect(where).toBe(`(lower(r.name) LIKE $1 ESCAPE '\\')`);
    expect(values).toEqual(['%50\\%\\_off%']);
  });

  it('writes a positive comparison bare, for an index on its expression, and a negated one true on null', () => {
    expect(sql('name==*nord*').where).toBe(`(lower(r.name) LIKE $1 ESCAPE '\\')`);
    expect(sql('name!=*nord*').where).toBe(`NOT COALESCE(lower(r.name) LIKE $1 ESCAPE '\\', false)`);
    expect(sql(`id=out=(${ID})`).where).toBe('NOT COALESCE(r.id = ANY($1::uuid[]), false)');
  });

  it('tells a search (a positive wildcard match) from other conditions', () => {
    const search = new SqlParams();
    rsqlToSql('enabled==true;name==*nord*', FIELDS, search);
    expect(search.searchesText).toBe(true);
    const plain = new SqlParams();
    rsqlToSql('name==nord;name!=*sud*', FIELDS, plain);
    expect(plain.searchesText).toBe(false);
  });

  it('compares text with the expression a field names as its match, values lower-cased', () => {
    expect(sql('email==Jean@Exemple.FR')).toEqual({ where: '(r.email = $1)', values: ['jean@exemple.fr'] });
    expect(sql('email==*@EXEMPLE.fr').where).toBe(`(r.email LIKE $1 ESCAPE '\\')`);
    expect(sql('email=isnull=true').where).toBe('(r.email IS NULL)');
  });

  it('matches sets with array operators (containment, overlap) and negates =out=', () => {
    expect(sql(`sectors.id==${ID}`)).toEqual({ where: '(r.sector_ids @> $1::uuid[])', values: [[ID]] });
    expect(sql(`sectors.id=out=(${ID})`).where).toBe('NOT COALESCE(r.sector_ids && $1::uuid[], false)');
    expect(sql('roles!=ADMIN')).toEqual({
      where: 'NOT COALESCE(r.roles @> $1::text[], false)',
      values: [['ADMIN']],
    });
    expect(sql('roles=in=(DOCTOR,ADMIN)')).toEqual({
      where: '(r.roles && $1::text[])',
      values: [['DOCTOR', 'ADMIN']],
    });
  });

  describe('with a rewrite', () => {
    /** An OR inside a larger query becomes one condition on a column `r.search`. */
    const both: RsqlRewrite = (node, root, params) =>
      node.type !== 'COMPARISON' && node.operator === ',' && node !== root
        ? `r.search LIKE ${params.add('%a%')}`
        : undefined;

    it("takes the service's SQL for the nodes it rewrites and maps the rest as usual", () => {
      expect(sql('enabled==true;(name==*a*,email==*a*)', both)).toEqual({
        where: '((r.enabled = $1) AND (r.search LIKE $2))',
        values: [true, '%a%'],
      });
      expect(sql('(name==*a*,email==*a*)', both).where).toBe(
        `((lower(r.name) LIKE $1 ESCAPE '\\') OR (r.email LIKE $2 ESCAPE '\\'))`,
      );
    });

    it('counts the comparisons and checks the values of a rewritten node', () => {
      const pairs = Array.from({ length: 15 }, () => '(name==*a*,email==*a*)');
      expect(() => sql(['enabled==true', ...pairs].join(';'), both)).toThrow(QueryError);
      expect(() => sql(['enabled==true', ...pairs.slice(1)].join(';'), both)).not.toThrow();
      const long = `*${'a'.repeat(254)}*`;
      expect(() => sql(`enabled==true;(name==${long},email==${long})`, both)).toThrow('value too long');
    });
  });

  it('starts its placeholders after parameters already collected', () => {
    const params = new SqlParams(['scope']);
    expect(rsqlToSql(`id==${ID}`, FIELDS, params)).toBe('(r.id = $2::uuid)');
  });

  it.each([
    ['an unknown field', 'password==x'],
    ['a field named like a prototype key', 'constructor==x'],
    ['a column injected as selector', 'name);DROP TABLE room;--==x'],
    ['unparsable text', 'name=='],
    ['a bad operator for a boolean', 'enabled=in=(true)'],
    ['a non-uuid id', "id=='1 OR 1=1'"],
    ['a non-boolean flag', 'enabled==yes'],
    ['a set value outside the allowed ones', 'roles==KING'],
    ['too many comparisons', Array.from({ length: 31 }, () => 'enabled==true').join(';')],
  ])('refuses %s', (_what, query) => {
    expect(() => sql(query)).toThrow(QueryError);
  });

  it('matches everything for an empty query', () => {
    expect(sql('  ').where).toBe('TRUE');
  });
});

describe('sortToSql', () => {
  const SORTABLE = { name: 'lower(r.name)', enabled: 'r.enabled' };
  it('maps whitelisted fields and ends with the tie breaker', () => {
    expect(sortToSql(['name,desc', 'enabled'], SORTABLE, ['x'], 'r.id')).toBe(
      'lower(r.name) DESC NULLS LAST, r.enabled ASC NULLS LAST, r.id',
    );
    expect(sortToSql(undefined, SORTABLE, ['name'], 'r.id')).toBe('lower(r.name) ASC NULLS LAST, r.id');
  });

  it('gives the order of one index scan when asked: default nulls, tie breaker in the last direction', () => {
    const options = { indexOrder: true };
    expect(sortToSql(['enabled', 'name,desc'], SORTABLE, ['name'], 'r.id', options)).toBe(
      'r.enabled ASC, lower(r.name) DESC, r.id DESC',
    );
    expect(sortToSql(undefined, SORTABLE, ['enabled', 'name'], 'r.id', options)).toBe(
      'r.enabled ASC, lower(r.name) ASC, r.id ASC',
    );
  });

  it.each(['password,asc', 'name;DROP TABLE room', ',asc', 'toString'])('refuses sort %s', (sort) => {
    expect(() => sortToSql(sort, SORTABLE, [], 'r.id')).toThrow(QueryError);
  });
});
