import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeLicense, parseLicense, type LicensePayload } from './license-key-format.ts';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const payload: LicensePayload = {
  id: '019a0000-0000-7000-8000-000000000001',
  kid: 'k1',
  rooms: 5,
  iat: '2026-11-22T10:00:00.000Z',
};
const signer = (data: Buffer) => sign(null, data, privateKey);

describe('licence key format', () => {
  it('reads back the payload of an encoded key, and its signature verifies', () => {
    const parsed = parseLicense(encodeLicense(payload, signer))!;
    expect(parsed.payload).toEqual(payload);
    expect(verify(null, parsed.signedPart, publicKey, parsed.signature)).toBe(true);
  });

  it('signs the version prefix with the payload', () => {
    const parsed = parseLicense(encodeLicense(payload, signer))!;
    expect(parsed.signedPart.toString('ascii')).toMatch(/^TPL1\./);
  });

  it.each([
    ['another prefix', (key: string) => key.replace('TPL1', 'TPL2')],
    ['a missing part', (key: string) => key.split('.').slice(0, 2).join('.')],
    ['a short signature', (key: string) => key.slice(0, -2)],
    ['characters outside base64url', (key: string) => key.replace('.', '.+')],
  ])('refuses %s', (_what, change) => {
    expect(parseLicense(change(encodeLicense(payload, signer)))).toBeUndefined();
  });

  it.each([
    ['rooms below 1', { ...payload, rooms: 0 }],
    ['an id that is no uuid', { ...payload, id: 'abc' }],
    ['an unexpected field', { ...payload, admin: true }],
  ])('refuses a payload with %s', (_what, bad) => {
    expect(parseLicense(encodeLicense(bad as LicensePayload, signer))).toBeUndefined();
  });

  it('refuses a payload that is not JSON', () => {
    const body = Buffer.from('not json').toString('base64url');
    const key = `TPL1.${body}.${sign(null, Buffer.from(`TPL1.${body}`), privateKey).toString('base64url')}`;
    expect(parseLicense(key)).toBeUndefined();
  });
});
