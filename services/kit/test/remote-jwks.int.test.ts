import { createServer, type Server } from 'node:http';
import { createSign, createVerify, KeyObject } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { remoteJwks } from '../src/auth/keys.ts';

let server: Server;
let base: string;
/** Fetches of the key set the server answered. */
let fetches = 0;
/** What the server publishes; tests add keys (a rotation) or make it fail. */
let published: JWK[] = [];
let failing = false;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

async function publicJwk(kid: string): Promise<JWK> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  return { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  published = [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }];
  server = createServer((request, response) => {
    if (request.url !== '/auth/.well-known/jwks.json') return response.writeHead(404).end('{}');
    fetches += 1;
    if (failing) return response.writeHead(503).end('{}');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}/auth`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  fetches = 0;
  failing = false;
  published = published.slice(0, 1);
});

/** A clock the test moves by hand. */
function testClock() {
  let time = 1_000_000;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

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

  it('refuses a token without kid, with an unknown kid, or with a kid of another algorithm', async () => {
    const keys = remoteJwks(base);
    await expect(keys(undefined, 'ES256')).rejects.toThrow();
    await expect(keys('unknown', 'ES256')).rejects.toThrow(/unknown kid/);
    await expect(keys('k1', 'RS256')).rejects.toThrow(/unknown kid/);
  });

  it('refuses unknown kids within the refetch interval without fetching the set again', async () => {
    const clock = testClock();
    const keys = remoteJwks(base, { refetchIntervalMs: 30_000, now: clock.now });
    await keys('k1', 'ES256');
    for (let n = 0; n < 50; n++) {
      await expect(keys(`forged-${n}`, 'ES256')).rejects.toThrow(/unknown kid/);
      clock.advance(500);
    }
    expect(fetches).toBe(1);
  });

  it('fetches again for an unknown kid once the interval has passed, at most once per interval', async () => {
    const clock = testClock();
    const keys = remoteJwks(base, { refetchIntervalMs: 30_000, now: clock.now });
    await keys('k1', 'ES256');
    clock.advance(30_000);
    await expect(keys('forged-a', 'ES256')).rejects.toThrow(/unknown kid/);
    await expect(keys('forged-b', 'ES256')).rejects.toThrow(/unknown kid/);
    expect(fetches).toBe(2);
  });

  it('shares one fetch between concurrent lookups of unknown kids', async () => {
    const clock = testClock();
    const keys = remoteJwks(base, { refetchIntervalMs: 30_000, now: clock.now });
    await keys('k1', 'ES256');
    clock.advance(30_000);
    published.push(await publicJwk('k2'));
    const lookups = await Promise.allSettled([
      keys('k2', 'ES256'),
      ...Array.from({ length: 20 }, (_, n) => keys(`forged-${n}`, 'ES256')),
    ]);
    expect(lookups[0]!.status).toBe('fulfilled');
    expect(lookups.slice(1).every((lookup) => lookup.status === 'rejected')).toBe(true);
    expect(fetches).toBe(2);
  });

  it('accepts a rotated key once the interval since the last fetch has passed', async () => {
    const clock = testClock();
    const keys = remoteJwks(base, { refetchIntervalMs: 30_000, now: clock.now });
    await keys('k1', 'ES256');
    published.push(await publicJwk('k2'));
    clock.advance(10_000);
    await expect(keys('k2', 'ES256')).rejects.toThrow(/unknown kid/);
    clock.advance(20_000);
    await expect(keys('k2', 'ES256')).resolves.toMatch(/BEGIN PUBLIC KEY/);
    expect(fetches).toBe(2);
  });

  it('keeps verifying with known keys while the authenticator is down, and retries it soon after a failure', async () => {
    const clock = testClock();
    const keys = remoteJwks(base, { maxAgeMs: 60_000, retryAfterFailureMs: 1_000, now: clock.now });
    await keys('k1', 'ES256');
    failing = true;
    clock.advance(60_000);
    await expect(keys('k1', 'ES256')).resolves.toMatch(/BEGIN PUBLIC KEY/);
    await expect(keys('k1', 'ES256')).resolves.toMatch(/BEGIN PUBLIC KEY/);
    expect(fetches).toBe(2);
    failing = false;
    clock.advance(1_000);
    await keys('k1', 'ES256');
    expect(fetches).toBe(3);
  });
});
