import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AddLicenseRoomsBodySchema } from '../src/licenses.ts';
import { CreateSectorBodySchema } from '../src/material-resources.ts';

// The shape of an issued key: `TPL1.` + base64url of its JSON payload + `.` + a 64-byte Ed25519 signature.
const payload = Buffer.from(
  JSON.stringify({
    id: '01a20502-b5e3-7000-8000-000000000001',
    kid: 'k-2026-01-01',
    rooms: 10000,
    iat: '2026-01-01T00:00:00.000Z',
  }),
).toString('base64url');
const issuedKey = `TPL1.${payload}.${Buffer.alloc(64, 7).toString('base64url')}`;

describe('the licence key in the sector contracts', () => {
  it('accepts an issued key wherever the licenses service accepts it', () => {
    expect(issuedKey.length).toBeGreaterThan(200);
    const sector = {
      name: 'Aube',
      license: issuedKey,
      sectorManager: '01a20502-61d2-7640-870b-3f15ab377c50',
    };
    expect(
      Value.Check(AddLicenseRoomsBodySchema, {
        sectorId: sector.sectorManager,
        nbRooms: 5,
        license: issuedKey,
      }),
    ).toBe(true);
    expect(Value.Check(CreateSectorBodySchema, sector)).toBe(true);
  });
});
