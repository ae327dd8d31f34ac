import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsumedLicense,
  IssuedLicense,
  LicensePublicKeys,
  SectorQuota,
} from '@teleplan/proto/licenses';
import type { Page } from '@teleplan/proto/paging';
import { encodeLicense, parseLicense } from '../src/domain/license-key-format.ts';
import { code, SERVICE, startLicenses, SUPER_ADMIN, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startLicenses();
});
afterAll(async () => h?.close());

const consume = (license: string, sectorId: string) =>
  h.call<ConsumedLicense>('POST', '/internal/licenses/consume', SERVICE, { license, sectorId });
const quota = (sectorId: string) =>
  h.call<SectorQuota>('POST', '/check-available-rooms/', SUPER_ADMIN, { id: sectorId });

/** `license` with its payload rewritten by `change` and its original signature kept. */
function tampered(license: string, change: (payload: Record<string, unknown>) => void): string {
  const [prefix, payload, signature] = license.split('.') as [string, string, string];
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(decoded);
  return `${prefix}.${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
}

describe('issuing', () => {
  it('issues a key that the published public key alone verifies', async () => {
    const issued = await h.call<IssuedLicense>('POST', '/issue', SUPER_ADMIN, { nbRooms: 4 });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      nbRooms: 4,
      issuedBy: SUPER_ADMIN.id,
      sectorId: null,
      consumedAt: null,
    });
    expect(issued.body.license).toMatch(/^TPL1\.[\w-]+\.[\w-]+$/);

    const { body } = await h.call<LicensePublicKeys>('GET', '/public-keys', null);
    const parsed = parseLicense(issued.body.license)!;
    expect(parsed.payload).toMatchObject({ id: issued.body.id, rooms: 4 });
    const key = body.keys.find((k) => k.kid === parsed.payload.kid)!;
    expect(verify(null, parsed.signedPart, createPublicKey(key.publicKey), parsed.signature)).toBe(true);
  });

  it('lists issued keys newest first with the sector that used them', async () => {
    const sectorId = await h.licensedSector(2);
    const page = await h.call<Page<IssuedLicense>>('GET', '/keys?size=1&page=0', SUPER_ADMIN);
    expect(page.status).toBe(200);
    expect(page.body.content).toHaveLength(1);
    expect(page.body.content[0]).toMatchObject({ nbRooms: 2, sectorId });
    expect(page.body.totalElements).toBeGreaterThanOrEqual(2);
  });

  it('refuses a number of rooms below 1', async () => {
    const reply = await h.call('POST', '/issue', SUPER_ADMIN, { nbRooms: 0 });
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
  });
});

describe('consuming a key', () => {
  it('gives a new sector the rooms of its key', async () => {
    const sectorId = uuidv7();
    const reply = await consume(await h.issue(3), sectorId);
    expect(reply).toEqual({ status: 200, body: { sectorId, nbRooms: 3 } });
    expect((await quota(sectorId)).body).toEqual({
      sectorId,
      nbRooms: 3,
      usedRooms: 0,
      availableRooms: 3,
      open: true,
    });
  });

  it('accepts the same key again for the same sector without counting it twice', async () => {
    const sectorId = uuidv7();
    const license = await h.issue(3);
    await consume(license, sectorId);
    expect((await consume(`  ${license}\n`, sectorId)).status).toBe(200);
    expect((await quota(sectorId)).body.nbRooms).toBe(3);
  });

  const refusedCases: [string, () => Promise<string>, number, string][] = [
    [
      'a key whose rooms were raised',
      async () => tampered(await h.issue(2), (p) => (p.rooms = 200)),
      400,
      'licenses.license.invalid',
    ],
    [
      'a key whose id was changed',
      async () => tampered(await h.issue(2), (p) => (p.id = uuidv7())),
      400,
      'licenses.license.invalid',
    ],
    [
      'a key signed by another key pair under the same key id',
      async () => {
        const genuine = parseLicense(await h.issue(2))!.payload;
        const { privateKey } = generateKeyPairSync('ed25519');
        return encodeLicense({ ...genuine, id: uuidv7(), rooms: 50 }, (data) => sign(null, data, privateKey));
      },
      400,
      'licenses.license.invalid',
    ],
    ['text that is no key', async () => 'ABCD-EFGH-IJKL', 400, 'licenses.license.invalid'],
    ['a truncated key', async () => (await h.issue(2)).slice(0, -3), 400, 'licenses.license.invalid'],
    ['a blank key', async () => '   ', 400, 'licenses.license.missing'],
    [
      'a genuinely signed key that was never issued',
      async () => h.runtime.ctx.signer.sign({ id: uuidv7(), rooms: 5, iat: new Date().toISOString() }),
      400,
      'licenses.license.unknown',
    ],
  ];
  for (const [what, make, status, messageCode] of refusedCases) {
    it(`refuses ${what} with ${messageCode} and changes nothing`, async () => {
      const license = await make();
      const before = await h.counts();
      const reply = await consume(license, uuidv7());
      expect([reply.status, code(reply)]).toEqual([status, messageCode]);
      expect(await h.counts()).toEqual(before);
    });
  }

  it('refuses a key already used by another sector, and the first sector keeps it', async () => {
    const license = await h.issue(2);
    const first = uuidv7();
    await consume(license, first);
    const before = await h.counts();
    const reply = await consume(license, uuidv7());
    expect([reply.status, code(reply)]).toEqual([409, 'licenses.license.already_used']);
    expect(await h.counts()).toEqual(before);
    expect((await quota(first)).body.nbRooms).toBe(2);
  });

  it('gives a released sector’s key back, usable by another sector', async () => {
    const license = await h.issue(2);
    const failed = uuidv7();
    await consume(license, failed);
    expect((await h.call('POST', '/internal/licenses/release', SERVICE, { sectorId: failed })).status).toBe(
      204,
    );
    expect(code(await quota(failed))).toBe('licenses.sector.unknown');
    expect((await consume(license, uuidv7())).status).toBe(200);
  });

  it('refuses to release a sector whose rooms hold slots', async () => {
    const sectorId = await h.licensedSector(2);
    await h.call('PUT', `/internal/sectors/${sectorId}/rooms/${uuidv7()}`, SERVICE);
    const reply = await h.call('POST', '/internal/licenses/release', SERVICE, { sectorId });
    expect([reply.status, code(reply)]).toEqual([409, 'licenses.sector.in_use']);
    expect((await quota(sectorId)).body.usedRooms).toBe(1);
  });
});

describe('add-licenses-rooms', () => {
  const add = (sectorId: string, nbRooms: number, license: string) =>
    h.call<SectorQuota>('POST', '/add-licenses-rooms', SUPER_ADMIN, { sectorId, nbRooms, license });

  it('adds a key’s rooms to an existing sector', async () => {
    const sectorId = await h.licensedSector(2);
    const reply = await add(sectorId, 5, await h.issue(5));
    expect(reply).toEqual({
      status: 200,
      body: { sectorId, nbRooms: 7, usedRooms: 0, availableRooms: 7, open: true },
    });
  });

  it('licenses a sector material-resources announced without a key', async () => {
    const sectorId = uuidv7();
    await h.announceSector({ id: sectorId, managerId: null });
    expect((await quota(sectorId)).body.nbRooms).toBe(0);
    expect((await add(sectorId, 3, await h.issue(3))).body.nbRooms).toBe(3);
  });

  it('refuses a number of rooms that is not the key’s, and changes nothing', async () => {
    const sectorId = await h.licensedSector(2);
    const license = await h.issue(5);
    const before = await h.counts();
    const reply = await add(sectorId, 6, license);
    expect([reply.status, code(reply)]).toEqual([400, 'licenses.license.rooms_mismatch']);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses an unknown sector, a used key and a forged key', async () => {
    const unknownSector = await add(uuidv7(), 2, await h.issue(2));
    expect([unknownSector.status, code(unknownSector)]).toEqual([404, 'licenses.sector.unknown']);

    const sectorId = await h.licensedSector(2);
    const used = await h.issue(2);
    await add(await h.licensedSector(1), 2, used);
    const usedReply = await add(sectorId, 2, used);
    expect([usedReply.status, code(usedReply)]).toEqual([409, 'licenses.license.already_used']);

    const forged = tampered(await h.issue(2), (p) => (p.rooms = 9));
    const forgedReply = await add(sectorId, 9, forged);
    expect([forgedReply.status, code(forgedReply)]).toEqual([400, 'licenses.license.invalid']);
    expect((await quota(sectorId)).body.nbRooms).toBe(2);
  });
});

describe('room slots', () => {
  const reserve = (sectorId: string, roomId: string) =>
    h.call('PUT', `/internal/sectors/${sectorId}/rooms/${roomId}`, SERVICE);
  const release = (sectorId: string, roomId: string) =>
    h.call('DELETE', `/internal/sectors/${sectorId}/rooms/${roomId}`, SERVICE);

  it('reserves up to the licence’s rooms, then refuses with no_room_available', async () => {
    const sectorId = await h.licensedSector(2);
    expect((await reserve(sectorId, uuidv7())).status).toBe(204);
    expect((await reserve(sectorId, uuidv7())).status).toBe(204);
    const third = await reserve(sectorId, uuidv7());
    expect([third.status, code(third)]).toEqual([409, 'licenses.sector.no_room_available']);
    expect((await quota(sectorId)).body).toMatchObject({ nbRooms: 2, usedRooms: 2, availableRooms: 0 });
  });

  it('answers material-resources the quota check-available-rooms gives, and the same refusal for an unknown sector', async () => {
    const sectorId = await h.licensedSector(3);
    await reserve(sectorId, uuidv7());
    const internal = await h.call<SectorQuota>('GET', `/internal/sectors/${sectorId}/quota`, SERVICE);
    expect(internal.status).toBe(200);
    expect(internal.body).toEqual((await quota(sectorId)).body);
    expect(internal.body).toMatchObject({ nbRooms: 3, usedRooms: 1, availableRooms: 2, open: true });
    const unknownId = uuidv7();
    const unknown = await h.call('GET', `/internal/sectors/${unknownId}/quota`, SERVICE);
    const publicUnknown = await quota(unknownId);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect([unknown.status, code(unknown)]).toEqual([publicUnknown.status, code(publicUnknown)]);
  });

  it('takes one slot for the same room reserved twice', async () => {
    const sectorId = await h.licensedSector(1);
    const roomId = uuidv7();
    expect((await reserve(sectorId, roomId)).status).toBe(204);
    expect((await reserve(sectorId, roomId)).status).toBe(204);
    expect((await quota(sectorId)).body.usedRooms).toBe(1);
  });

  it('frees a slot when the room is released', async () => {
    const sectorId = await h.licensedSector(1);
    const roomId = uuidv7();
    await reserve(sectorId, roomId);
    expect((await release(sectorId, roomId)).status).toBe(204);
    expect((await release(sectorId, roomId)).status).toBe(204);
    expect((await reserve(sectorId, uuidv7())).status).toBe(204);
  });

  it('refuses a room in a closed practice, and accepts it again once reopened', async () => {
    const sectorId = await h.licensedSector(3);
    await h.call('POST', `/sectors/${sectorId}/close`, SUPER_ADMIN);
    const refused = await reserve(sectorId, uuidv7());
    expect([refused.status, code(refused)]).toEqual([409, 'licenses.sector.closed']);
    expect((await quota(sectorId)).body).toMatchObject({ usedRooms: 0, open: false });
    await h.call('POST', `/sectors/${sectorId}/open`, SUPER_ADMIN);
    expect((await reserve(sectorId, uuidv7())).status).toBe(204);
  });

  it('answers 404 sector.unknown for a sector nobody knows, no_room_available for one without licence', async () => {
    const unknown = await reserve(uuidv7(), uuidv7());
    expect([unknown.status, code(unknown)]).toEqual([404, 'licenses.sector.unknown']);
    const announced = uuidv7();
    await h.announceSector({ id: announced, managerId: null });
    const unlicensed = await reserve(announced, uuidv7());
    expect([unlicensed.status, code(unlicensed)]).toEqual([409, 'licenses.sector.no_room_available']);
  });
});
