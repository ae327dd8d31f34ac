import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositeProfile, Profile } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import { ghost, startAccounts, type Harness } from './harness.ts';

/**
 * Searches of the users and patients lists: what they match (either name, a full name in either order) and the
 * totals of every page, the last one and past the end included (a search counts its matches while reading its
 * page; a page past the end is counted apart).
 */
let h: Harness;
let tag: string;
beforeAll(async () => {
  h = await startAccounts();
  tag = `zq${randomUUID().slice(0, 6)}`;
});
afterAll(async () => h?.close());

const admin = ghost('ADMIN');

describe('users list search (GET by-query)', () => {
  const doctors: CompositeProfile[] = [];
  beforeAll(async () => {
    // Five doctors match, by last name (A, B, C...) or by first name (D, E); sorted by last name.
    for (const [lastName, firstName] of [
      [`A${tag}`, 'Xavier'],
      [`B${tag}`, 'Yves'],
      [`C${tag}`, 'Zoé'],
      ['Dlast', `${tag}Paul`],
      ['Elast', `Jean${tag}`],
    ]) {
      doctors.push(await h.createStaff(['DOCTOR'], { lastName, firstName }));
    }
    await h.createStaff(['ROOM_USER'], { lastName: `F${tag}` });
    await h.patient({ lastName: `G${tag}` });
  });

  const search = (page: number) =>
    h.call<Page<CompositeProfile>>(
      'GET',
      `/by-query?query=${encodeURIComponent(
        `staff==true;account=isnull=false;roles=in=(DOCTOR);(lastName==*${tag.toUpperCase()}*,firstName==*${tag.toUpperCase()}*)`,
      )}&sort=lastName,asc&size=2&page=${page}`,
      admin,
    );

  it('finds the doctors whose last or first name holds the text, in order, with the total on every page', async () => {
    const pages = await Promise.all([0, 1, 2].map(search));
    for (const [number, reply] of pages.entries()) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ totalElements: 5, totalPages: 3, number, size: 2 });
    }
    expect(pages.flatMap((reply) => reply.body.content.map((c) => c.profile.id))).toEqual(
      doctors.map((d) => d.profile.id),
    );
    expect(pages[2]!.body.content).toHaveLength(1);
    expect(pages[0]!.body.content[0]!.account?.grantedRoles).toEqual(['DOCTOR']);
  });

  it('answers a page past the end empty, with the total of the matches', async () => {
    const reply = await search(7);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ content: [], totalElements: 5, totalPages: 3, number: 7 });
  });

  it('answers a search without match with an empty first page and a total of 0', async () => {
    const reply = await h.call<Page<CompositeProfile>>(
      'GET',
      `/by-query?query=${encodeURIComponent(`staff==true;(lastName==*${tag}nobody*,firstName==*${tag}nobody*)`)}`,
      admin,
    );
    expect(reply.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('finds a renamed doctor by the new name only', async () => {
    const renamed = await h.createStaff(['DOCTOR'], { lastName: `H${tag}old`, firstName: 'Luc' });
    const patch = await h.call('PATCH', `/profile/${renamed.profile.id}`, ghost('SUPER_ADMIN'), {
      lastName: `H${tag}new`,
    });
    expect(patch.status).toBe(200);
    const find = (text: string) =>
      h.call<Page<CompositeProfile>>(
        'GET',
        `/by-query?query=${encodeURIComponent(`staff==true;(lastName==*${text}*,firstName==*${text}*)`)}`,
        admin,
      );
    expect((await find(`${tag}new`)).body.content.map((c) => c.profile.id)).toEqual([renamed.profile.id]);
    expect((await find(`${tag}old`)).body.totalElements).toBe(0);
  });
});

describe('patients list search (GET profiles?staff=false&name=)', () => {
  let odile: Profile;
  let tag: string;
  beforeAll(async () => {
    tag = `zp${randomUUID().slice(0, 6)}`;
    odile = await h.patient({ lastName: `Vasseur${tag}`, firstName: 'Odile' });
    await h.patient({ lastName: `Vasseur${tag}`, firstName: 'Marc' });
    await h.patient({ lastName: 'Lemoine', firstName: `Anne${tag}` });
    await h.createStaff(['DOCTOR'], { lastName: `Vasseur${tag}`, firstName: 'Odile' });
  });

  const names = async (name: string, extra = '') => {
    const reply = await h.call<Page<Profile>>(
      'GET',
      `/profiles?staff=false&name=${encodeURIComponent(name)}&sort=firstName,asc${extra}`,
      admin,
    );
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it('matches either name, and a full name in either order, among patients only', async () => {
    expect((await names(tag)).content.map((p) => p.firstName)).toEqual([`Anne${tag}`, 'Marc', 'Odile']);
    expect((await names(`odile vasseur${tag}`)).content.map((p) => p.id)).toEqual([odile.id]);
    expect((await names(`VASSEUR${tag} Odile`)).content.map((p) => p.id)).toEqual([odile.id]);
    expect((await names(`ile vasseur${tag.slice(0, 4)}`)).content.map((p) => p.id)).toEqual([odile.id]);
  });

  it('does not match text running from one name into the other without their space', async () => {
    expect((await names(`odilevasseur${tag}`)).totalElements).toBe(0);
    expect((await names(`${tag}odile`)).totalElements).toBe(0);
  });

  it('gives the total on the last page and past the end', async () => {
    expect(await names(tag, '&size=2&page=1')).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect((await names(tag, '&size=2&page=1')).content.map((p) => p.firstName)).toEqual(['Odile']);
    expect(await names(tag, '&size=2&page=5')).toMatchObject({
      content: [],
      totalElements: 3,
      totalPages: 2,
    });
  });
});
