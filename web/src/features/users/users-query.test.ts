import { describe, expect, it } from 'vitest';
import { NO_FILTER, usersQuery } from './users-query.ts';

describe('usersQuery', () => {
  it('lists staff people with an account when nothing is filtered', () => {
    expect(usersQuery(NO_FILTER)).toBe('staff==true;account=isnull=false');
  });

  it('finds every word of the search in the last or the first name', () => {
    expect(usersQuery({ ...NO_FILTER, search: '  Jean  Dupont ' })).toBe(
      'staff==true;account=isnull=false;(lastName=="*Jean*",firstName=="*Jean*");(lastName=="*Dupont*",firstName=="*Dupont*")',
    );
  });

  it('drops the characters RSQL or the wildcard would read', () => {
    expect(usersQuery({ ...NO_FILTER, search: 'd"u*p\\' })).toBe(
      'staff==true;account=isnull=false;(lastName=="*d*",firstName=="*d*");(lastName=="*u*",firstName=="*u*");(lastName=="*p*",firstName=="*p*")',
    );
  });

  it('adds the role and the status', () => {
    expect(usersQuery({ search: '', role: 'DOCTOR', status: 'inactive' })).toBe(
      'staff==true;account=isnull=false;roles==DOCTOR;enabled==false',
    );
    expect(usersQuery({ search: '', role: '', status: 'active' })).toBe(
      'staff==true;account=isnull=false;enabled==true',
    );
  });
});
