import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositeProfile, Profile } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import { ghost, startAccounts, type Harness } from './harness.ts';

/**
 * A search's matches, and a list's total, are kept while the lists' data is unchanged (migration 0005,
 * `profile-list-cache.ts`): the same list asked again after any change to a profile or an account, through this
 * instance or another one sharing the database, answers from the new data.
 */
let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

const admin = ghost('SUPER_ADMIN');

describe('the same search asked again', () => {
  let tag: string;
  const patients: Profile[] = [];
  beforeAll(async () => {
    tag = `zm${randomUUID().slice(0, 6)}`;
    for (const lastName of [`B${tag}`, `C${tag}`]) patients.push(await h.patient({ lastName }));
  });

  const lastNames = async (page = 0) => {
    const reply = await h.call<Page<Profile>>(
      'GET',
      `/profiles?staff=false&name=${tag}&sort=lastName,asc&size=2&page=${page}`,
      admin,
    );
    expect(reply.status).toBe(200);
    return { total: reply.body.totalElements, names: reply.body.content.map((p) => p.lastName) };
  };

  it('counts and places a patient created since', async () => {
    expect(await lastNames()).toEqual({ total: 2, names: [`B${tag}`, `C${tag}`] });
    await h.patient({ lastName: `A${tag}` });
    expect(await lastNames()).toEqual({ total: 3, names: [`A${tag}`, `B${tag}`] });
    expect(await lastNames(1)).toEqual({ total: 3, names: [`C${tag}`] });
  });

  it('follows a rename: out of the matches, or to another place in their order', async () => {
    await lastNames();
    const patch = (id: string, lastName: string) =>
      h.call('PATCH', `/profile/${id}`, admin, { lastName }).then((reply) => expect(reply.status).toBe(200));
    await patch(patients[0]!.id, 'Sans rapport');
    expect(await lastNames()).toEqual({ total: 2, names: [`A${tag}`, `C${tag}`] });
    await patch(patients[1]!.id, `${tag}Z`);
    expect(await lastNames()).toEqual({ total: 2, names: [`A${tag}`, `${tag}Z`] });
  });

  it('follows a change another instance wrote straight into the shared database', async () => {
    const before = await lastNames();
    // What a second instance of the service would write: none of this one's code runs.
    await h.service.dataSource.query('UPDATE profile SET last_name = $1 WHERE id = $2', [
      `D${tag}`,
      patients[0]!.id,
    ]);
    const after = await lastNames();
    expect(after.total).toBe(before.total + 1);
    expect(after.names).toEqual([`A${tag}`, `D${tag}`]);
  });
});

describe('a list without search asked again', () => {
  it('counts a patient created since, and one renamed into it by another instance', async () => {
    const lastName = `Zl${randomUUID().slice(0, 6)}`;
    // An exact last name: no search, so an index gives the page and the total is counted apart.
    const query = encodeURIComponent(`staff==false;lastName==${lastName}`);
    const total = async () =>
      (await h.call<Page<CompositeProfile>>('GET', `/by-query?query=${query}`, admin)).body.totalElements;
    await h.patient({ lastName });
    expect(await total()).toBe(1);
    const other = await h.patient({ lastName: 'Autre' });
    await h.patient({ lastName });
    expect(await total()).toBe(2);
    await h.service.dataSource.query('UPDATE profile SET last_name = $1 WHERE id = $2', [lastName, other.id]);
    expect(await total()).toBe(3);
  });
});

describe('the users list asked again after an account changes', () => {
  it('leaves out a doctor deactivated since from the active ones', async () => {
    const tag = `zu${randomUUID().slice(0, 6)}`;
    const doctors = [
      await h.createStaff(['DOCTOR'], { lastName: `A${tag}` }),
      await h.createStaff(['DOCTOR'], { lastName: `B${tag}` }),
    ];
    const query = encodeURIComponent(
      `staff==true;account.enabled==false;(lastName==*${tag}*,firstName==*${tag}*)`,
    );
    const inactive = async () =>
      (await h.call<Page<CompositeProfile>>('GET', `/by-query?query=${query}&sort=lastName,asc`, admin)).body;
    // Created staff accounts wait for their activation: both are inactive, then one is activated.
    expect((await inactive()).totalElements).toBe(2);
    await h.service.dataSource.query('UPDATE account SET enabled = true WHERE id = $1', [
      doctors[0]!.profile.id,
    ]);
    const after = await inactive();
    expect(after.totalElements).toBe(1);
    expect(after.content.map((c) => c.profile.id)).toEqual([doctors[1]!.profile.id]);
  });
});
