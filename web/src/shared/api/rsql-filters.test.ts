import { describe, expect, it } from 'vitest';
import { rsqlAnd, rsqlContains, rsqlIn, rsqlWordsInAnyOf } from './rsql-filters.ts';

describe('RSQL filters', () => {
  it('writes a contains filter, drops typed wildcards and escapes quotes', () => {
    expect(rsqlContains('lastName', ' du*p"ont ')).toBe('lastName=="*dup\\"ont*"');
    expect(rsqlContains('lastName', ' * ')).toBeNull();
  });

  it('asks every word of a full name to be in the last or the first name', () => {
    expect(rsqlWordsInAnyOf(['lastName', 'firstName'], 'jean  dup')).toBe(
      '(lastName=="*jean*",firstName=="*jean*");(lastName=="*dup*",firstName=="*dup*")',
    );
  });

  it('splits long id lists into groups of 50 values (the services limit per list)', () => {
    const ids = Array.from({ length: 120 }, (_, i) => `id${i}`);
    const query = rsqlIn('id', ids)!;
    expect(query.match(/id=in=/g)).toHaveLength(3);
    expect(query.startsWith('(id=in=("id0",')).toBe(true);
    expect(rsqlIn('id', [])).toBeNull();
  });

  it('joins the parts that are set with and', () => {
    expect(rsqlAnd('roles==DOCTOR', null, undefined, 'x==1')).toBe('roles==DOCTOR;x==1');
  });
});
