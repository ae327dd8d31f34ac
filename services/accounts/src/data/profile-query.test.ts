import { describe, expect, it } from 'vitest';
import { escapeLike, filterToSql, QueryError, rsqlToSql, sortToSql, SqlParams } from './profile-query.ts';

function sql(query: string) {
  const params = new SqlParams();
  return { where: rsqlToSql(query, params), values: params.values };
}

describe('rsqlToSql', () => {
  it('maps the users-list query to whitelisted columns with bound values', () => {
    expect(sql('staff==true;account=isnull=false;lastName==*dup*;roles=in=(DOCTOR,ADMIN)')).toEqual({
      where:
        "((((p.staff = $1) AND (a.id IS NOT NULL)) AND (lower(p.last_name) LIKE $2 ESCAPE '\\')) AND (a.granted_roles && $3::text[]))",
      values: [true, '%dup%', ['DOCTOR', 'ADMIN']],
    });
  });

  it('compares emails case-insensitively and exactly without wildcard', () => {
    expect(sql('email==Jean.Dupont@Exemple.fr')).toEqual({
      where: '(p.email = $1)',
      values: ['jean.dupont@exemple.fr'],
    });
  });

  it('maps OR groups, negations and role equality', () => {
    expect(sql('firstName==jean,roles!=PATIENT')).toEqual({
      where: '((lower(p.first_name) = $1) OR NOT COALESCE(a.granted_roles @> $2::text[], false))',
      values: ['jean', ['PATIENT']],
    });
  });

  it('keeps a negated comparison true for rows without a value', () => {
    expect(sql('email!=*@exemple.fr')).toEqual({
      where: "NOT COALESCE(p.email LIKE $1 ESCAPE '\\', false)",
      values: ['%@exemple.fr'],
    });
  });

  it('tells a search (a positive wildcard match) from other conditions', () => {
    const search = new SqlParams();
    rsqlToSql('staff==true;lastName==*dup*', search);
    expect(search.searchesText).toBe(true);
    const plain = new SqlParams();
    rsqlToSql('staff==true;lastName==dupont;email!=*x*', plain);
    expect(plain.searchesText).toBe(false);
  });

  it('keeps SQL out of values', () => {
    const { where, values } = sql(`lastName=="x' OR 1=1 --"`);
    expect(where).toBe('(lower(p.last_name) = $1)');
    expect(values).toEqual(["x' or 1=1 --"]);
  });

  it('escapes LIKE characters so only * is a wildcard', () => {
    expect(sql('lastName==*50%_off*').values).toEqual(['%50\\%\\_off%']);
    expect(escapeLike('a\\b')).toBe('a\\\\b');
  });

  it('searches both names through the stored search text when the query also fixes staff', () => {
    expect(sql('staff==true;account=isnull=false;(lastName==*Mar*,firstName==*Mar*)')).toEqual({
      where: "(((p.staff = $1) AND (a.id IS NOT NULL)) AND (p.search_name LIKE $2 ESCAPE '\\'))",
      values: [true, '%mar%'],
    });
    expect(sql('(firstName==*50%*,lastName==*50%*);staff!=true').values).toEqual(['%50\\%%', true]);
  });

  it.each([
    ['staff is not fixed', '(lastName==*mar*,firstName==*mar*)'],
    ['staff is only in an OR', '(lastName==*mar*,firstName==*mar*),staff==true'],
    [
      'the text has a space (it could span both names)',
      'staff==true;(lastName=="*e mar*",firstName=="*e mar*")',
    ],
    ['the text has an inner wildcard', 'staff==true;(lastName==*ma*in*,firstName==*ma*in*)'],
    ['the text is not a contains-search', 'staff==true;(lastName==mar*,firstName==mar*)'],
    ['the texts differ', 'staff==true;(lastName==*mar*,firstName==*jean*)'],
    ['one side is negated', 'staff==true;(lastName==*mar*,firstName!=*mar*)'],
  ])('searches each name on its own when %s', (_when, query) => {
    expect(sql(query).where).not.toContain('search_name');
  });

  it('counts both names of a search among the comparisons', () => {
    const pairs = Array.from({ length: 15 }, () => '(lastName==*a*,firstName==*a*)');
    expect(() => sql(['staff==true', ...pairs].join(';'))).toThrow(QueryError);
    expect(() => sql(['staff==true', ...pairs.slice(1)].join(';'))).not.toThrow();
  });

  it('matches everything for an empty query', () => {
    expect(sql('')).toEqual({ where: 'TRUE', values: [] });
  });

  it.each([
    ['unknown fields', 'password==x'],
    ['prototype keys', '__proto__==x'],
    ['unknown roles', 'roles==KING'],
    ['non-boolean flags', 'staff==yes'],
    ['bad uuids', 'id==123'],
    ['syntax errors', 'lastName=='],
    ['unsupported operators', 'staff=in=(true)'],
    ['too many comparisons', Array.from({ length: 31 }, () => 'staff==true').join(';')],
  ])('refuses %s', (_what, query) => {
    expect(() => sql(query)).toThrow(QueryError);
  });
});

describe('filterToSql', () => {
  const where = (filter: Parameters<typeof filterToSql>[0]) => {
    const params = new SqlParams();
    return { where: filterToSql(filter, params), values: params.values, searches: params.searchesText };
  };

  it('searches a name in the stored search text of the patients or staff asked for', () => {
    expect(where({ patientsOnly: true, name: ' Odile Vas ' })).toEqual({
      where: "p.staff = false AND p.search_name LIKE $1 ESCAPE '\\'",
      values: ['%odile vas%'],
      searches: true,
    });
    expect(where({ patientsOnly: false, staff: true, name: 'mar' }).where).toBe(
      "p.search_name LIKE $1 ESCAPE '\\' AND p.staff = $2",
    );
  });

  it('searches each name and both full names when staff is not fixed', () => {
    const { where: sql } = where({ patientsOnly: false, name: 'odile vas' });
    expect(sql).not.toContain('search_name');
    expect(sql).toContain("lower(p.first_name || ' ' || p.last_name) LIKE $1");
  });
});

describe('sortToSql', () => {
  it('maps Spring sort values and always ends with the id, in the direction of the last key', () => {
    expect(sortToSql(['lastName,desc', 'createdDate'])).toBe(
      'lower(p.last_name) DESC, p.created_at ASC, p.id ASC',
    );
    expect(sortToSql(['createdDate,desc'])).toBe('p.created_at DESC, p.id DESC');
  });

  it('writes the keys so that no index matches them after a search', () => {
    expect(sortToSql(['lastName,desc', 'createdDate'], true)).toBe(
      "(lower(p.last_name) || '') DESC, (p.created_at + interval '0 s') ASC, p.id ASC",
    );
    expect(sortToSql(undefined, true)).toBe(
      "(lower(p.last_name) || '') ASC, (lower(p.first_name) || '') ASC, p.id ASC",
    );
  });

  it('defaults to last then first name', () => {
    expect(sortToSql(undefined)).toBe('lower(p.last_name) ASC, lower(p.first_name) ASC, p.id ASC');
  });

  it('refuses fields outside the whitelist', () => {
    expect(() => sortToSql(['password_hash'])).toThrow(QueryError);
    expect(() => sortToSql(['lastName;DROP TABLE account'])).toThrow(QueryError);
    expect(() => sortToSql([','])).toThrow(QueryError);
  });
});
