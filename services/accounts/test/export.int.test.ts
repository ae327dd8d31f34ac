import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { code, ghost, startAccounts, type Harness } from './harness.ts';

const BOM = '\uFEFF';
const USERS_HEADER = 'Nom;Prénom;Email;Téléphone;Date de création;Rôles;Statut';
const PATIENTS_HEADER = 'Nom;Prénom;Email;Téléphone;Date de création';
const BULK = 20_000;
const BULK_NAME = 'Masse';

let h: Harness;
let base: string;
/** The last name every profile of one test shares, so its query sees only them. */
let tag = 0;
const nextTag = () => `Exp${++tag}x${Math.random().toString(36).slice(2, 7)}`;

const pool = (): Pool => (h.service.dataSource.driver as unknown as { master: Pool }).master;

function exportUrl(params: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  return `/api/user-profiles/by-query/export?${search.toString()}`;
}

async function exportAs(role: Role, params: Record<string, string | string[]>) {
  const reply = await h.call<unknown>('GET', exportUrl(params), ghost(role));
  return reply;
}

/** The raw text of an export (inject keeps the bytes), split in lines. */
async function csvLines(role: Role, params: Record<string, string | string[]>) {
  const response = await h.service.app.inject({
    method: 'GET',
    url: exportUrl(params),
    headers: { authorization: `Bearer ${await h.service.issuer.token(ghost(role)!.id, role)}` },
  });
  return { response, text: response.body, lines: response.body.replace(BOM, '').split('\r\n') };
}

/** A real HTTP GET of an export, answered as a stream. */
async function openExport(role: Role, params: Record<string, string | string[]>) {
  const token = await h.service.issuer.token(ghost(role)!.id, role);
  return new Promise<{ response: IncomingMessage; abort: () => void }>((resolve, reject) => {
    const req = httpRequest(`${base}${exportUrl(params)}`, { headers: { authorization: `Bearer ${token}` } });
    req.on('response', (response) => resolve({ response, abort: () => req.destroy() }));
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  h = await startAccounts();
  await h.service.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.service.app.server.address() as AddressInfo).port}`;
  // A large list written straight into the tables: the API would take minutes for 20,000 people.
  await h.service.dataSource.query(
    `INSERT INTO profile (id, first_name, last_name, email, telephone_number, sex, zone, staff, created_at, updated_at)
     SELECT gen_random_uuid(), 'Prénom' || n, $1, 'masse' || n || '@test.teleplan.fr', '+33612345678', 'F',
            'Europe/Paris', false, now(), now()
       FROM generate_series(1, $2::int) AS n`,
    [BULK_NAME, BULK],
  );
});
afterAll(async () => h?.close());

describe('GET by-query/export', () => {
  it('answers the users list as CSV with a BOM and the French columns', async () => {
    const last = nextTag();
    const doctor = await h.createStaff(['DOCTOR', 'ROOM_USER'], { lastName: last, firstName: 'Anne' });
    await h.service.dataSource.query(`UPDATE profile SET created_at = '2026-01-05T23:30:00Z' WHERE id = $1`, [
      doctor.profile.id,
    ]);
    const { response, text, lines } = await csvLines('ADMIN', { query: `lastName==${last}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="utilisateurs.csv"');
    expect(text.startsWith(BOM)).toBe(true);
    expect(lines).toEqual([
      USERS_HEADER,
      `${last};Anne;${doctor.profile.email};06 12 34 56 78;06-01-2026 00:30;Employé de salle, Médecin;Inactif`,
      '',
    ]);
  });

  it('writes creation dates in the zone asked', async () => {
    const last = nextTag();
    const created = await h.createStaff(['DOCTOR'], { lastName: last });
    await h.service.dataSource.query(`UPDATE profile SET created_at = '2026-01-05T23:30:00Z' WHERE id = $1`, [
      created.profile.id,
    ]);
    const { lines } = await csvLines('ADMIN', { query: `lastName==${last}`, zone: 'America/New_York' });
    expect(lines[1]).toContain(';05-01-2026 18:30;');
  });

  it('quotes separators, quotes and line breaks, and neutralises formulas', async () => {
    const last = nextTag();
    await h.createStaff(['DOCTOR'], { lastName: last, firstName: 'Jean; "le grand"' });
    await h.createStaff(['DOCTOR'], { lastName: last, firstName: '=HYPERLINK("http://x.test")' });
    await h.createStaff(['DOCTOR'], { lastName: last, firstName: '@SUM(A1)' });
    const { text } = await csvLines('ADMIN', { query: `lastName==${last}`, sort: 'email' });
    expect(text).toContain(`${last};"Jean; ""le grand""";`);
    expect(text).toContain(`${last};"'=HYPERLINK(""http://x.test"")";`);
    expect(text).toContain(`${last};'@SUM(A1);`);
  });

  it('follows the query and the sort of by-query', async () => {
    const last = nextTag();
    for (const first of ['Chloé', 'Aline', 'Bruno'])
      await h.createStaff(['DOCTOR'], { lastName: last, firstName: first });
    await h.createStaff(['ROOM_MANAGER'], { lastName: last, firstName: 'Zoé' });
    const { lines } = await csvLines('SECTOR_MANAGER', {
      query: `lastName==${last};roles=in=(DOCTOR)`,
      sort: 'firstName,desc',
    });
    expect(lines.slice(1, -1).map((line) => line.split(';')[1])).toEqual(['Chloé', 'Bruno', 'Aline']);
  });

  it('answers the patients list columns', async () => {
    const last = nextTag();
    const patient = await h.patient({ lastName: last, firstName: 'Paul', telephoneNumber: null });
    const { response, lines } = await csvLines('ADMIN', { query: `lastName==${last}`, columns: 'patients' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="patients.csv"');
    expect(lines[0]).toBe(PATIENTS_HEADER);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${last};Paul;${patient.email!.replace(/\./g, '\\.')};;\\d\\d-\\d\\d-\\d{4} \\d\\d:\\d\\d$`,
      ),
    );
    expect(lines).toHaveLength(3);
  });

  it.each(['ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'] as const)(
    'gives %s the patients list only, never staff',
    async (role) => {
      const last = nextTag();
      await h.createStaff(['DOCTOR'], { lastName: last });
      const patient = await h.patient({ lastName: last });
      const { response, lines } = await csvLines(role, { query: `lastName==${last}`, columns: 'patients' });
      expect(response.statusCode).toBe(200);
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`;${patient.email};`);
      const staffAsked = await csvLines(role, {
        query: `lastName==${last};staff==true`,
        columns: 'patients',
      });
      expect(staffAsked.lines).toEqual([PATIENTS_HEADER, '']);
    },
  );

  it.each(['ROOM_MANAGER', 'ROOM_USER', 'DOCTOR'] as const)(
    'gives %s the patients list when the export names no columns (as the patients page asks)',
    async (role) => {
      const last = nextTag();
      await h.createStaff(['DOCTOR'], { lastName: last });
      const patient = await h.patient({ lastName: last });
      const { response, lines } = await csvLines(role, { query: `lastName==${last};staff==false` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="patients.csv"');
      expect(lines[0]).toBe(PATIENTS_HEADER);
      expect(lines[1]).toContain(`;${patient.email};`);
      expect(lines).toHaveLength(3);
    },
  );

  it('says that a patient of the users list has no account rather than calling it inactive', async () => {
    const last = nextTag();
    await h.patient({ lastName: last, firstName: 'Paul' });
    const { lines } = await csvLines('SECTOR_MANAGER', { query: `lastName==${last}` });
    expect(lines[0]).toBe(USERS_HEADER);
    expect(lines[1]).toMatch(/;;Sans compte$/);
  });

  it.each(['ROOM_MANAGER', 'ROOM_USER', 'DOCTOR', 'PATIENT'] as const)(
    'refuses the users list to %s',
    async (role) => {
      const reply = await exportAs(role, { query: 'staff==true', columns: 'users' });
      expect(reply.status).toBe(403);
      expect(code(reply)).toBe('common.auth.forbidden');
    },
  );

  it('refuses the patients list to a patient and to a caller without a token', async () => {
    const patient = await exportAs('PATIENT', { columns: 'patients' });
    expect(patient.status).toBe(403);
    const anonymous = await h.call('GET', exportUrl({ columns: 'patients' }), null);
    expect(anonymous.status).toBe(401);
    expect(code(anonymous)).toBe('common.auth.unauthenticated');
  });

  it.each([
    [{ query: 'password==x' }, 'accounts.query.invalid'],
    [{ query: 'lastName==(' }, 'accounts.query.invalid'],
    [{ sort: 'password,asc' }, 'accounts.query.invalid'],
    [{ zone: 'Mars/Olympus' }, 'common.request.invalid'],
    [{ columns: 'everything' }, 'common.request.invalid'],
  ])('answers 400 to %j and holds no connection', async (params, messageCode) => {
    const reply = await exportAs('ADMIN', params);
    expect(reply.status).toBe(400);
    expect(code(reply)).toBe(messageCode);
    await waitFor('an idle pool', () => pool().totalCount === pool().idleCount);
  });

  it(`streams ${BULK} rows to the end`, async () => {
    const { response } = await openExport('ADMIN', { query: `lastName==${BULK_NAME}`, columns: 'patients' });
    expect(response.statusCode).toBe(200);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
    expect(lines).toBe(BULK + 1);
    expect(bytes).toBeGreaterThan(BULK * 50);
    await waitFor('the export connection back in the pool', () => pool().totalCount === pool().idleCount);
  });

  it('streams from a cursor and gives the connection back when the client goes away', async () => {
    await waitFor('an idle pool', () => pool().totalCount === pool().idleCount);
    const idle = pool().idleCount;
    const { response, abort } = await openExport('ADMIN', { query: `lastName==${BULK_NAME}` });
    expect(response.statusCode).toBe(200);
    // Read one chunk, then stop reading: the server is held by back-pressure with the cursor open.
    await new Promise<void>((resolve) => response.once('data', () => resolve()));
    response.pause();
    // The export holds one connection (the outbox relay may hold another for a moment).
    expect(pool().totalCount - pool().idleCount).toBeGreaterThanOrEqual(1);
    const running = await h.service.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state <> 'idle' AND query LIKE 'SELECT p.id, p.last_name%'`,
    );
    expect(running[0]!.n).toBe(1);
    abort();
    await waitFor(
      'the export connection back in the pool',
      () => pool().idleCount >= idle && pool().totalCount === pool().idleCount,
    );
    // The connection is reusable: the pool serves queries on it.
    expect(
      (await h.call('GET', '/api/user-profiles/by-query?query=staff==true&size=1', ghost('ADMIN'))).status,
    ).toBe(200);
  });
});
