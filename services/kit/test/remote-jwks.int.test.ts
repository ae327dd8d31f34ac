import { createServer, type Server } from 'node:http';
import { createSign, createVerify, KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair } from 'jose';
import { remoteJwks } from '../src/auth/keys.ts';

let server: Server;
let base: string;
let fetches = 0;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  server = createServer((request, response) => {
    fetches += 1;
    response.setHeader('content-type', 'application/json');
    response.end(request.url === '/auth/.well-known/jwks.json' ? JSON.stringify({ keys: [jwk] }) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}/auth`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('remoteJwks', () => {
  it('answers the PEM that verifies what the key signed, fetching the set once', async () => {
    const keys = remoteJwks(base);
    const pem = await keys('k1', 'ES256');
    const again = await keys('k1', 'ES256');
    expect(again).toBe(pem);
    expect(fetches).toBe(1);

    const signer = createSign('SHA256');
    signer.update('payload');
    const signature = signer.sign(KeyObject.from(privateKey));
    expect(createVerify('SHA256').update('payload').verify(pem, signature)).toBe(true);
  });

  it('refuses a token without kid or with an unknown kid', async () => {
    const keys = remoteJwks(base);
    await expect(keys(undefined, 'ES256')).rejects.toThrow();
    await expect(keys('unknown', 'ES256')).rejects.toThrow();
  });
});
