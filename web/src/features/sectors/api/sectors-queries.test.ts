import { describe, expect, it } from 'vitest';
import { roomSearchParams, sectorsListParams, staffWithRoleParams } from './sectors-queries.ts';

describe('the sectors list query', () => {
  it('asks for 10 sectors of the page, sorted by name, with their details', () => {
    expect(sectorsListParams({ page: 2, search: '', nameFilter: '', sort: 'desc' })).toEqual({
      size: 10,
      page: 2,
      sort: 'name,desc',
      withDetails: true,
    });
  });

  it('searches and filters on the name with contains comparisons joined by and', () => {
    const params = sectorsListParams({ page: 0, search: ' aube ', nameFilter: 'nord', sort: 'asc' });
    expect(params.query).toBe('name=="*aube*";name=="*nord*"');
  });

  it('keeps what was typed one quoted value, so quotes, commas and semicolons cannot change the query', () => {
    const params = sectorsListParams({ page: 0, search: 'a";name==*,(x)\\', nameFilter: '', sort: 'asc' });
    expect(params.query).toBe('name=="*a\\";name==,(x)\\\\*"');
  });
});

describe('the staff pickers and the room search', () => {
  it('finds accounts holding a role whose name or email contains the text', () => {
    expect(staffWithRoleParams('SECTOR_MANAGER', '', 20)).toEqual({
      query: 'staff==true;account=isnull=false;roles==SECTOR_MANAGER',
      size: 20,
      sort: 'lastName,asc',
    });
    expect(staffWithRoleParams('DOCTOR', 'gir', 5).query).toBe(
      'staff==true;account=isnull=false;roles==DOCTOR;(lastName=="*gir*",firstName=="*gir*",email=="*gir*")',
    );
  });

  it('searches rooms only after more than 2 characters, on name, address and phone, 5 results', () => {
    expect(roomSearchParams('ab')).toBeNull();
    expect(roomSearchParams('  ab ')).toBeNull();
    expect(roomSearchParams('tro')).toEqual({
      partialName: 'tro',
      partialAddress: 'tro',
      partialTelephoneNumber: 'tro',
      size: 5,
    });
  });
});
