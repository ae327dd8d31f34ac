import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, ghost, startAccounts, uniqueEmail, type Harness } from './harness.ts';

/** NUL and lone surrogates are refused by the kit before a route or the database sees them. */
let h: Harness;
let doctorId: string;
beforeAll(async () => {
  h = await startAccounts();
  doctorId = (await h.createStaff(['DOCTOR'])).profile.id;
});
afterAll(async () => h?.close());

const staff = (extra: Record<string, unknown>) => ({
  firstName: 'Yves',
  lastName: 'Colin',
  email: uniqueEmail(),
  telephoneNumber: '+33612345678',
  sex: 'M',
  roles: ['DOCTOR'],
  ...extra,
});

describe('strings with NUL or a lone surrogate', () => {
  it.each([
    {
      what: 'create: a NUL as first name',
      method: 'POST',
      url: () => '/create',
      body: staff({ firstName: '\u0000' }),
    },
    // JSON.stringify writes the lone surrogate as the escape \ud800, which the server's JSON.parse turns back.
    {
      what: 'create: a lone surrogate as last name',
      method: 'POST',
      url: () => '/create',
      body: staff({ lastName: '\ud800' }),
    },
    {
      what: 'patch: a NUL in the first name',
      method: 'PATCH',
      url: () => `/profile/${doctorId}`,
      body: { firstName: 'a\u0000' },
    },
    { what: 'by-query: a NUL in the query', method: 'GET', url: () => '/by-query?query=lastName==%00' },
    { what: 'profile: a NUL as id', method: 'GET', url: () => '/profile/%00' },
  ])('answers 400 common.request.invalid_characters and changes nothing: $what', async (c) => {
    const before = await h.counts();
    const reply = await h.call(c.method, c.url(), ghost('SUPER_ADMIN'), c.body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(code(reply)).toBe('common.request.invalid_characters');
    expect(await h.counts()).toEqual(before);
  });
});
