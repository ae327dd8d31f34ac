import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../e2e/free-ports.ts';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import type { Room, RoomType, Sector } from '@teleplan/proto/material-resources';
import type { Page } from '@teleplan/proto/paging';
import type { AvailabilityByOwner } from '@teleplan/proto/schedule-availability';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_PASSWORD, DEMO_PATIENTS, DEMO_STAFF } from '../seed/demo-data.ts';
import { DEMO_ROOMS, DEMO_SECTORS } from '../seed/demo-practices.ts';
import { startStandalone, type StandalonePlatform } from '../standalone/platform.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'teleplan-seed-'));
// A whole platform's PostgreSQL files: on a loaded disk their removal outlasts the default hook limit.
afterAll(() => rmSync(dataDir, { recursive: true, force: true }), 60_000);

async function start(): Promise<StandalonePlatform> {
  const [port, pgPort] = await freePorts(2);
  return startStandalone({
    dataDir,
    webDist: path.join(dataDir, 'no-web'),
    port: port!,
    host: '127.0.0.1',
    pgPort: pgPort!,
    logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    logLevel: 'warn',
  });
}

async function signIn(platform: StandalonePlatform, email: string) {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/api/authenticator/token',
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'teleplan-web',
      username: email,
      password: DEMO_PASSWORD,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: answer.statusCode, claims: answer.statusCode === 200 ? claimsOf(answer.json()) : {} };
}
const claimsOf = (body: { access_token: string }) =>
  JSON.parse(Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;

/** A GET through the platform's gateway as `token`'s holder; fails the test unless it answers 200. */
async function read<T>(platform: StandalonePlatform, token: string, url: string): Promise<T> {
  const answer = await platform.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json<T>();
}

async function tokenOf(platform: StandalonePlatform, email: string): Promise<string> {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/api/authenticator/token',
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'teleplan-web',
      username: email,
      password: DEMO_PASSWORD,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return answer.json<{ access_token: string }>().access_token;
}

const countOf = async (platform: StandalonePlatform, token: string, query: string) =>
  (
    await read<Page<CompositeProfile>>(
      platform,
      token,
      `/api/user-profiles/by-query?size=1&query=${encodeURIComponent(query)}`,
    )
  ).totalElements;

/** The most calls a start on complete demo data may make: the sign-in, one check per stage, the survey answers' service token. */
const WARM_START_CALLS = 10;

describe('the standalone demo data, seeded through the API', () => {
  it('is created on the first start, every demo login signing in with its roles', async () => {
    const platform = await start();
    try {
      const seed = platform.seed!;
      expect(platform.seeded).toBe(true);
      const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('SUPER_ADMIN'))!;
      const others = DEMO_STAFF.filter((account) => account !== admin).map((account) => account.email);
      // The bootstrap administrator existed already: it only got its demo names.
      expect(seed.updated).toContain(admin.email);
      expect(seed.activated.toSorted()).toEqual(others.toSorted());
      expect(seed.created).toEqual(expect.arrayContaining(others));
      expect(seed.skipped).toEqual([]);
      for (const account of [...DEMO_ACCOUNTS, DEMO_STAFF.at(-1)!]) {
        const { status, claims } = await signIn(platform, account.email);
        expect(status, account.email).toBe(200);
        expect(claims.authorities, account.email).toEqual(expect.arrayContaining(account.roles));
      }
    } finally {
      await platform.close();
    }
  }, 180_000);

  it('creates the people, practices, rooms, links and settings, as the APIs tell', async () => {
    const platform = await start();
    try {
      const token = await tokenOf(platform, DEMO_ADMIN.email);
      expect(await countOf(platform, token, 'roles==DOCTOR')).toBe(20);
      expect(await countOf(platform, token, 'staff==false')).toBe(DEMO_PATIENTS.length);
      expect(await countOf(platform, token, 'staff==false;email=isnull=true')).toBeGreaterThan(10);
      expect(await countOf(platform, token, 'staff==false;telephoneNumber=isnull=true')).toBeGreaterThan(10);

      const sectors = (
        await read<Page<Sector>>(
          platform,
          token,
          '/api/material-resources/sectors/aggregated-details?size=50',
        )
      ).content;
      expect(sectors.map((sector) => sector.name).toSorted()).toEqual(['Aube', 'Haute-Marne', 'Marne']);
      for (const demo of DEMO_SECTORS) {
        const sector = sectors.find((candidate) => candidate.name === demo.name)!;
        expect(sector.manager?.username).toBe(demo.managerEmail);
        expect(sector.doctorIds).toHaveLength(demo.doctorEmails.length);
        expect(sector.rooms).toHaveLength(
          DEMO_ROOMS.filter((room) => room.sectors.includes(demo.name)).length,
        );
      }
      const rooms = await read<Room[]>(platform, token, '/api/material-resources/rooms');
      expect(rooms).toHaveLength(DEMO_ROOMS.length);
      expect(rooms.filter((room) => room.virtual)).toHaveLength(1);
      expect(rooms.find((room) => room.name.includes('Troyes'))).toMatchObject({
        manager: { username: 'thomas.dubois@demo.teleplan.fr' },
        latitude: 48.2973,
      });
      const types = await read<RoomType[]>(platform, token, '/api/material-resources/room-types');
      expect(types.find((type) => type.name === 'CABINET')?.translations).toEqual({
        fr: 'Cabinet',
        en: 'Office',
      });

      // The room user works in the room manager's room, in the sector manager's sector, beside two doctors.
      const camille = await tokenOf(platform, 'camille.laurent@demo.teleplan.fr');
      const [own] = await read<Room[]>(platform, camille, '/api/material-resources/rooms');
      expect(own?.manager?.username).toBe('thomas.dubois@demo.teleplan.fr');
      expect(own?.sectors.map((sector) => sector.name)).toEqual(['Aube']);
      const aube = sectors.find((sector) => sector.name === 'Aube')!;
      expect(aube.manager?.username).toBe('sophie.bernard@demo.teleplan.fr');
      expect(aube.doctors.map((doctor) => doctor.username)).toEqual(
        expect.arrayContaining(['antoine.girard@demo.teleplan.fr', 'elodie.rousseau@demo.teleplan.fr']),
      );

      const lastDoctor = DEMO_STAFF.at(-1)!;
      const doctorId = (
        await read<Page<CompositeProfile>>(
          platform,
          token,
          `/api/user-profiles/by-query?query=${encodeURIComponent(`email==${lastDoctor.email}`)}`,
        )
      ).content[0]!.profile.id;
      expect(
        await read<{ consultationDuration: number }>(
          platform,
          token,
          `/api/schedule/properties/doctors/${doctorId}`,
        ),
      ).toMatchObject({ consultationDuration: lastDoctor.doctor!.consultationDuration });
      expect(
        await read<{ acceptingEmail: boolean }>(
          platform,
          token,
          `/api/notification/notifications/get-notifications-parameters/${doctorId}`,
        ),
      ).toEqual({ profileId: doctorId, ...lastDoctor.notifications });

      // Every demo doctor and room has weekly slots; a few doctors work on Saturday mornings.
      const window = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 31 * 86_400_000).toISOString()}`;
      const doctorIds = [...new Set(sectors.flatMap((sector) => sector.doctorIds))];
      const doctorSlots = await read<Record<string, AvailabilityByOwner>>(
        platform,
        token,
        `/api/schedule/availabilities/doctors?${window}&doctorIds=${doctorIds.join(',')}`,
      );
      for (const id of doctorIds) {
        expect(doctorSlots[id]!.defaultAvailability.length, id).toBeGreaterThan(0);
        expect(doctorSlots[id]!.exceptionalAvailability, id).toHaveLength(1);
        expect(doctorSlots[id]!.exceptionalUnavailability, id).toHaveLength(1);
      }
      const saturdays = doctorIds.filter((id) =>
        doctorSlots[id]!.defaultAvailability.some((slot) => slot.dayOfWeek === 6),
      );
      expect(saturdays.length).toBeGreaterThan(0);
      const roomSlots = await read<Record<string, AvailabilityByOwner>>(
        platform,
        token,
        `/api/schedule/availabilities/rooms?${window}&roomIds=${rooms.map((room) => room.id).join(',')}`,
      );
      for (const room of rooms)
        expect(
          roomSlots[room.id]!.defaultAvailability.map((slot) => slot.dayOfWeek),
          room.name,
        ).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
      const virtual = rooms.find((room) => room.virtual)!;
      expect(
        await read<{ prepDuration: number }>(platform, token, `/api/schedule/properties/rooms/${virtual.id}`),
      ).toEqual({ prepDuration: DEMO_ROOMS.find((room) => room.virtual)!.prepDuration });
    } finally {
      await platform.close();
    }
  }, 180_000);

  it(`changes nothing on a start on complete demo data, in ${WARM_START_CALLS} calls at most`, async () => {
    const platform = await start();
    try {
      expect(platform.seeded).toBe(false);
      const { calls, stagesMs: _, ...changes } = platform.seed!;
      expect(changes).toEqual({ created: [], updated: [], activated: [], skipped: [] });
      expect(calls).toBeLessThanOrEqual(WARM_START_CALLS);
    } finally {
      await platform.close();
    }
  }, 120_000);
});
