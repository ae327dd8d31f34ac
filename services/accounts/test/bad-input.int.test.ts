import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, ghost, startAccounts, uniqueEmail, type Caller, type Harness } from './harness.ts';

/** Client mistakes: a 4xx with a messageCode, and nothing written (profiles, accounts, links, events). */
let h: Harness;
let doctorId: string;
beforeAll(async () => {
  h = await startAccounts();
  doctorId = (await h.createStaff(['DOCTOR'])).profile.id;
});
afterAll(async () => h?.close());

const validStaff = () => ({
  firstName: 'Yves',
  lastName: 'Colin',
  email: uniqueEmail(),
  telephoneNumber: '+33612345678',
  sex: 'M',
  roles: ['DOCTOR'],
});
const long = (n: number) => 'x'.repeat(n);

interface BadCase {
  what: string;
  method: string;
  url: () => string;
  body?: () => unknown;
  caller?: Caller;
  status?: number;
  code?: string;
}

const CASES: BadCase[] = [
  {
    what: 'create: a number as first name',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), firstName: 12 }),
  },
  {
    what: 'create: no email',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), email: undefined }),
  },
  {
    what: 'create: a 101-character last name',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), lastName: long(101) }),
  },
  {
    what: 'create: a blank first name',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), firstName: '   ' }),
  },
  {
    what: 'create: a line break in the last name',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), lastName: 'Colin\r\nX-Injected: 1' }),
    code: 'common.request.invalid_characters',
  },
  {
    what: 'create: a tab in the first name',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), firstName: 'Yv\tes' }),
    code: 'common.request.invalid_characters',
  },
  {
    what: 'create patient: an escape character in the first name',
    method: 'POST',
    url: () => '/create/patient',
    body: () => ({ firstName: 'A\u001b[31m', lastName: 'B', sex: 'F', zone: 'Europe/Paris' }),
    caller: ghost('ROOM_USER'),
    code: 'common.request.invalid_characters',
  },
  {
    what: 'create patient: a C1 next-line character in the last name',
    method: 'POST',
    url: () => '/create/patient',
    body: () => ({ firstName: 'A', lastName: 'B\u0085C', sex: 'F', zone: 'Europe/Paris' }),
    caller: ghost('ROOM_USER'),
    code: 'common.request.invalid_characters',
  },
  {
    what: 'patch: a line separator in the last name',
    method: 'PATCH',
    url: () => `/profile/${doctorId}`,
    body: () => ({ lastName: 'Colin\u2028Bis' }),
    code: 'common.request.invalid_characters',
  },
  {
    what: 'patch: a DEL in the first name',
    method: 'PATCH',
    url: () => `/profile/${doctorId}`,
    body: () => ({ firstName: 'Yves\u007f' }),
    code: 'common.request.invalid_characters',
  },
  {
    what: 'create: an unknown field',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), isRoot: true }),
  },
  {
    what: 'create: no role',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), roles: [] }),
  },
  {
    what: 'create: an unknown role',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), roles: ['KING'] }),
  },
  {
    what: 'create: a malformed email',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), email: 'not-an-email' }),
  },
  {
    what: 'create: a 300-character email',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), email: `${long(290)}@a.fr` }),
  },
  {
    what: 'create: sex X',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), sex: 'X' }),
  },
  { what: 'create: an array body', method: 'POST', url: () => '/create', body: () => [validStaff()] },
  {
    what: 'patient: no last name',
    method: 'POST',
    url: () => '/create/patient',
    body: () => ({ firstName: 'A', sex: 'F' }),
  },
  {
    what: 'patient: a boolean phone',
    method: 'POST',
    url: () => '/create/patient',
    body: () => ({ firstName: 'A', lastName: 'B', sex: 'F', telephoneNumber: true }),
  },
  { what: 'patch: an empty body', method: 'PATCH', url: () => `/profile/${doctorId}`, body: () => ({}) },
  {
    what: 'patch: an unknown field',
    method: 'PATCH',
    url: () => `/profile/${doctorId}`,
    body: () => ({ staff: false }),
  },
  { what: 'patch: a bad uuid', method: 'PATCH', url: () => '/profile/12', body: () => ({ firstName: 'A' }) },
  {
    what: 'create: language de',
    method: 'POST',
    url: () => '/create',
    body: () => ({ ...validStaff(), language: 'de' }),
    code: 'accounts.profile.unknown_language',
  },
  {
    what: 'patient: language EN (upper case)',
    method: 'POST',
    url: () => '/create/patient',
    body: () => ({ firstName: 'A', lastName: 'B', sex: 'F', language: 'EN' }),
    code: 'accounts.profile.unknown_language',
  },
  {
    what: 'patient: a NUL in the language',
    method: 'POST',
    url: () => '/create/patient',
    body: () => ({ firstName: 'A', lastName: 'B', sex: 'F', language: 'f\u0000r' }),
    code: 'common.request.invalid_characters',
  },
  {
    what: 'patient: a number as language',
    method: 'POST',
    url: () => '/create/patient',
    body: () => ({ firstName: 'A', lastName: 'B', sex: 'F', language: 1 }),
  },
  {
    what: 'patch: an empty language',
    method: 'PATCH',
    url: () => `/profile/${doctorId}`,
    body: () => ({ language: '' }),
    code: 'accounts.profile.unknown_language',
  },
  {
    what: 'patch: an unknown zone',
    method: 'PATCH',
    url: () => `/profile/${doctorId}`,
    body: () => ({ zone: 'Europe/Atlantis' }),
  },
  { what: 'roles: a bad uuid', method: 'PUT', url: () => '/not-a-uuid/roles/DOCTOR' },
  {
    what: 'deactivate: a bad uuid',
    method: 'POST',
    url: () => "/1' OR '1'='1/deactivate".replace(/ /g, '%20'),
  },
  { what: 'profile: a bad uuid', method: 'GET', url: () => '/profile/zzz' },
  { what: 'by-query: size 0', method: 'GET', url: () => '/by-query?size=0' },
  { what: 'by-query: a text size', method: 'GET', url: () => '/by-query?size=abc' },
  { what: 'by-query: a negative page', method: 'GET', url: () => '/by-query?page=-1' },
  { what: 'by-query: a 2001-character query', method: 'GET', url: () => `/by-query?query=${long(2001)}` },
  { what: 'by-query: an unknown parameter', method: 'GET', url: () => '/by-query?debug=1' },
  {
    what: 'by-query: bad RSQL',
    method: 'GET',
    url: () => '/by-query?query=((staff==true',
    code: 'accounts.query.invalid',
  },
  {
    what: 'by-query: a field outside the whitelist',
    method: 'GET',
    url: () => '/by-query?query=password_hash==x',
    code: 'accounts.query.invalid',
  },
  { what: 'profiles: a bad id', method: 'GET', url: () => '/profiles?ids=abc' },
  { what: 'profiles: an unknown parameter', method: 'GET', url: () => '/profiles?hack=1' },
  { what: 'doctors: a bad sector id', method: 'GET', url: () => '/doctors?sectorIds=abc' },
  {
    what: 'initialize: a 201-character token',
    method: 'POST',
    url: () => '/initialize-password',
    caller: null,
    body: () => ({ password: 'Bonjour-2026!', token: long(201), termsAccepted: true }),
  },
  {
    what: 'initialize: a numeric password',
    method: 'POST',
    url: () => '/initialize-password',
    caller: null,
    body: () => ({ password: 12345678, token: 'abc', termsAccepted: true }),
  },
  {
    what: 'reset request: no captcha',
    method: 'POST',
    url: () => '/request-reset-password',
    caller: null,
    body: () => ({ email: uniqueEmail() }),
  },
  {
    what: 'reset request: a malformed email',
    method: 'POST',
    url: () => '/request-reset-password',
    caller: null,
    body: () => ({ email: 'x', captcha: 'abc' }),
  },
  {
    what: 'reset request: an empty captcha',
    method: 'POST',
    url: () => '/request-reset-password',
    caller: null,
    body: () => ({ email: uniqueEmail(), captcha: '' }),
  },
  {
    what: 'reset: an unknown field',
    method: 'POST',
    url: () => '/reset-password',
    caller: null,
    body: () => ({ password: 'Bonjour-2026!', token: 'abc', email: 'x@y.fr' }),
  },
  {
    what: 'own account: no current password',
    method: 'PUT',
    url: () => '/account/update',
    body: () => ({
      account: { email: uniqueEmail(), preferredRole: 'DOCTOR' },
      profile: { telephoneNumber: '1' },
    }),
  },
  {
    what: 'verify-credentials: a 300-character password',
    method: 'POST',
    url: () => '/internal/verify-credentials',
    caller: ghost('SERVICE'),
    body: () => ({ email: 'a@b.fr', password: long(300) }),
  },
];

describe('bad input', () => {
  it.each(CASES)('answers 4xx with a messageCode and changes nothing: $what', async (c) => {
    const before = await h.counts();
    const caller = c.caller === undefined ? ghost('SUPER_ADMIN') : c.caller;
    const reply = await h.call(c.method, c.url(), caller, c.body?.());
    expect(reply.status, JSON.stringify(reply.body)).toBe(c.status ?? 400);
    expect(code(reply)).toBe(c.code ?? 'common.request.invalid');
    expect(await h.counts()).toEqual(before);
  });

  it('answers 400 common.request.malformed_json to a broken JSON body', async () => {
    const before = await h.counts();
    const token = await h.service.issuer.token(randomUUID(), 'ADMIN');
    const response = await h.service.app.inject({
      method: 'POST',
      url: '/api/accounts/create',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"firstName": "A",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messageCode).toBe('common.request.malformed_json');
    expect(await h.counts()).toEqual(before);
  });

  it('refuses expired, tampered and foreign tokens with 401', async () => {
    const id = randomUUID();
    const expired = await h.service.issuer.token(id, 'ADMIN', { expiresInSeconds: -60 });
    const foreign = await h.service.issuer.token(id, 'ADMIN', { issuer: 'http://evil/api/authenticator' });
    const valid = await h.service.issuer.token(id, 'ADMIN');
    const [head, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'SUPER_ADMIN' })).toString('base64url')}.${signature}`;
    for (const [token, expected] of [
      [expired, 'common.auth.token_expired'],
      [foreign, 'common.auth.unauthenticated'],
      [tampered, 'common.auth.unauthenticated'],
      ['not.a.jwt', 'common.auth.unauthenticated'],
    ] as const) {
      const response = await h.service.app.inject({
        method: 'GET',
        url: `/api/accounts/profile/${doctorId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().messageCode).toBe(expected);
    }
  });
});
