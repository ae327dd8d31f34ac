import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMatch } from '@teleplan/proto/accounts';
import type { Role } from '@teleplan/proto/roles';
import { code, ghost, PASSWORD, startAccounts, uniqueEmail, type Harness } from './harness.ts';

let h: Harness;
/** A last name only this file's people carry. */
const family = `Vautrin${randomUUID().slice(0, 6)}`;

/** A staff member named `firstName family`, enabled (activated) unless told otherwise. */
async function staff(roles: Role[], firstName: string, enabled = true): Promise<string> {
  const email = uniqueEmail(
    firstName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase(),
  );
  const created = await h.createStaff(roles, { firstName, lastName: family, email });
  if (enabled) {
    const reply = await h.call('POST', '/initialize-password', null, {
      password: PASSWORD,
      token: h.lastToken(email, 'activation'),
      termsAccepted: true,
    });
    expect(reply.status).toBe(204);
  }
  return created.profile.id;
}

const search = (q: string, role: Role = 'ROOM_MANAGER') =>
  h.call<StaffMatch[]>('GET', `/staff-search?q=${encodeURIComponent(q)}`, ghost(role));

let roomUserId: string;
beforeAll(async () => {
  h = await startAccounts();
  roomUserId = await staff(['ROOM_USER'], 'Aurore');
});
afterAll(async () => h?.close());

describe('GET staff-search', () => {
  it('finds an enabled room user by part of the email and answers only id, names and email', async () => {
    const reply = await search('aurore.');
    expect(reply.status).toBe(200);
    const found = reply.body.find((match) => match.id === roomUserId);
    expect(found).toBeDefined();
    expect(Object.keys(found!).sort()).toEqual(['email', 'firstName', 'id', 'lastName']);
    expect(found).toMatchObject({ firstName: 'Aurore', lastName: family });
  });

  it('finds them by full name in either order, whatever the case', async () => {
    for (const q of [`aurore ${family.toLowerCase()}`, `${family.toUpperCase()} AUR`]) {
      const reply = await search(q);
      expect(reply.body.map((match) => match.id)).toEqual([roomUserId]);
    }
  });

  it('leaves out accounts not yet enabled, staff without ROOM_USER, and patients', async () => {
    await staff(['ROOM_USER'], 'Bérénice', false);
    await staff(['DOCTOR'], 'Céleste');
    await h.patient({ lastName: family, firstName: 'Daphné' });
    const reply = await search(family);
    expect(reply.body.map((match) => match.firstName)).toEqual(['Aurore']);
  });

  it('answers at most 5, by name', async () => {
    const more = `Lot${randomUUID().slice(0, 6)}`;
    for (const firstName of ['Fanny', 'Emma', 'Hugo', 'Gaspard', 'Inès', 'Jules'])
      await staff(['ROOM_USER'], `${more}${firstName}`);
    const reply = await search(more);
    expect(reply.body.map((match) => match.firstName)).toEqual(
      ['Emma', 'Fanny', 'Gaspard', 'Hugo', 'Inès'].map((name) => `${more}${name}`),
    );
  });

  it('takes the LIKE wildcards of the text literally', async () => {
    expect((await search('%%%')).body).toEqual([]);
    expect((await search('___')).body).toEqual([]);
  });

  it('refuses fewer than 3 characters (spaces not counted) and an oversize text with a 400', async () => {
    for (const q of ['au', '  au  ', 'x'.repeat(101)]) {
      const reply = await search(q);
      expect(reply.status).toBe(400);
      expect(code(reply)).toBe('common.request.invalid');
    }
  });

  it.each<Role>(['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'])(
    'lets a %s search',
    async (role) => {
      expect((await search(family, role)).status).toBe(200);
    },
  );

  it.each<Role>(['DOCTOR', 'ROOM_USER', 'PATIENT'])('refuses a %s with a 403', async (role) => {
    const reply = await search(family, role);
    expect(reply.status).toBe(403);
    expect(code(reply)).toBeDefined();
  });

  it('refuses a call without a token with a 401', async () => {
    const reply = await h.call('GET', `/staff-search?q=${family}`, null);
    expect(reply.status).toBe(401);
  });
});
