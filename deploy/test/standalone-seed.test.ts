import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../e2e/free-ports.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PATIENTS } from '../seed/demo-data.ts';
import { startStandalone, type StandalonePlatform } from '../standalone/platform.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'teleplan-seed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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

describe('the standalone demo data, seeded through the API', () => {
  it('is created on the first start, every demo login signing in with its roles', async () => {
    const platform = await start();
    try {
      const seed = platform.seed!;
      expect(platform.seeded).toBe(true);
      const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes('SUPER_ADMIN'))!;
      const others = DEMO_ACCOUNTS.filter((account) => account !== admin).map((account) => account.email);
      // The bootstrap administrator existed already: it only got its demo names.
      expect(seed.updated).toEqual([admin.email]);
      expect(seed.activated).toEqual(others);
      expect(seed.created).toHaveLength(others.length + DEMO_PATIENTS.length);
      expect(seed.skipped).toEqual([]);
      for (const account of DEMO_ACCOUNTS) {
        const { status, claims } = await signIn(platform, account.email);
        expect(status, account.email).toBe(200);
        expect(claims.authorities, account.email).toEqual(expect.arrayContaining(account.roles));
      }
    } finally {
      await platform.close();
    }
  }, 120_000);

  it('changes nothing on the next start, in two calls', async () => {
    const platform = await start();
    try {
      expect(platform.seeded).toBe(false);
      expect(platform.seed).toEqual({ calls: 2, created: [], updated: [], activated: [], skipped: [] });
    } finally {
      await platform.close();
    }
  }, 120_000);
});
