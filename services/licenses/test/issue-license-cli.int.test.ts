import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, startLicenses, type Harness } from './harness.ts';

const run = promisify(execFile);
const SECRET = 'cli-test-secret';
const cli = fileURLToPath(new URL('../src/cli/issue-license.ts', import.meta.url));

let h: Harness;
beforeAll(async () => {
  h = await startLicenses({ LICENSES_KEY_ENCRYPTION_SECRET: SECRET });
});
afterAll(async () => h?.close());

const issue = (args: string[], secret = SECRET) =>
  run(process.execPath, [cli, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: (h.service.dataSource.options as { url: string }).url,
      LICENSES_KEY_ENCRYPTION_SECRET: secret,
    },
  });

describe('issue-license script', () => {
  it('prints keys the service accepts, signed with the service’s own key', async () => {
    const since = (await h.counts()).events;
    const { stdout } = await issue(['--rooms', '5', '--count', '2']);
    const keys = stdout.trim().split('\n');
    expect(keys).toHaveLength(2);
    const reply = await h.call('POST', '/internal/licenses/consume', SERVICE, {
      license: keys[0],
      sectorId: uuidv7(),
    });
    expect(reply.body).toMatchObject({ nbRooms: 5 });
    const [row] = await h.service.dataSource.query<{ issued_by: string }[]>(
      'SELECT issued_by FROM license_key WHERE license = $1',
      [keys[1]],
    );
    expect(row?.issued_by).toBe('cli');

    // Each key is announced as issued by `cli`, with no person acting (no request).
    const issued = (await h.eventsSince(since)).filter((e) => e.type === 'license.issued');
    expect(issued.map((e) => [e.payload.payload, e.payload.actor])).toEqual(
      keys.map(() => [expect.objectContaining({ nbRooms: 5, issuedBy: 'cli' }), undefined]),
    );
  });

  it('keeps the signing private key encrypted at rest', async () => {
    const rows = await h.service.dataSource.query<{ private_key: string }[]>(
      'SELECT private_key FROM signing_key',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.private_key).toMatch(/^aes-256-gcm:v1:/);
  });

  it('refuses to run without a number of rooms, or with the wrong secret', async () => {
    await expect(issue([])).rejects.toMatchObject({ code: 2 });
    await expect(issue(['--rooms', '2'], 'wrong')).rejects.toMatchObject({
      stderr: expect.stringContaining('wrong LICENSES_KEY_ENCRYPTION_SECRET'),
    });
  });
});
