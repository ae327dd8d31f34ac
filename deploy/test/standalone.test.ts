import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { quietLogStream } from '../standalone/quiet-log.ts';
import { demoLoginTable } from '../standalone/banner.ts';
import { webBuildIsStale } from '../standalone/web-build.ts';

async function through(lines: object[], seededAccounts?: ReadonlySet<string>): Promise<string[]> {
  const shown: string[] = [];
  const stream = quietLogStream((line) => shown.push(line), { seededAccounts });
  const text = lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
  // Split mid-line, as pino's writes may be.
  await new Promise<void>((resolve) => stream.write(text.slice(0, 40), () => resolve()));
  await new Promise<void>((resolve) => stream.end(text.slice(40), () => resolve()));
  return shown;
}

describe('the standalone console', () => {
  it('hides the activation links of the accounts the seeder activates, not their other mails', async () => {
    const mail = (kind: string, to: string) => ({
      level: 30,
      msg: 'mail written',
      kind,
      to,
      link: `http://x/${kind}`,
    });
    const shown = await through(
      [mail('activation', 'seeded@demo.fr'), mail('reset', 'seeded@demo.fr'), mail('activation', 'new@b.fr')],
      new Set(['seeded@demo.fr']),
    );
    expect(shown).toEqual([
      '✉  reset for seeded@demo.fr: http://x/reset',
      '✉  activation for new@b.fr: http://x/activation',
    ]);
  });

  it('shows mail links and warnings, and drops the per-request chatter', async () => {
    const shown = await through([
      { level: 30, msg: 'incoming request', req: { url: '/api/accounts/profiles' } },
      {
        level: 30,
        msg: 'mail written to the outbox',
        kind: 'activation',
        to: 'a@b.fr',
        link: 'http://localhost:3000/#/initiate-account?token=x',
      },
      { level: 40, msg: 'RabbitMQ not reachable yet' },
      { level: 50, msg: 'request failed', err: { message: 'boom' } },
      { level: 30, msg: 'request completed' },
    ]);
    expect(shown).toEqual([
      '✉  activation for a@b.fr: http://localhost:3000/#/initiate-account?token=x',
      'WARN  RabbitMQ not reachable yet',
      'ERROR  request failed: boom',
    ]);
  });

  it('prints one aligned row per demo login with its roles, email, password and name', () => {
    const rows = demoLoginTable(
      [
        { email: 'a@demo.fr', roles: ['SUPER_ADMIN'], firstName: 'Claire', lastName: 'Moreau' },
        { email: 'long.name@demo.fr', roles: ['ADMIN', 'DOCTOR'], firstName: 'Élodie', lastName: 'Rousseau' },
      ],
      'Demo-2026!',
    );
    expect(rows).toEqual([
      'ROLE            EMAIL               PASSWORD     NAME',
      'SUPER_ADMIN     a@demo.fr           Demo-2026!   Claire Moreau',
      'ADMIN, DOCTOR   long.name@demo.fr   Demo-2026!   Élodie Rousseau',
    ]);
  });
});

describe('the web build check', () => {
  function repo(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'teleplan-repo-'));
    mkdirSync(path.join(root, 'web/src'), { recursive: true });
    mkdirSync(path.join(root, 'web/dist'), { recursive: true });
    mkdirSync(path.join(root, 'proto/src'), { recursive: true });
    writeFileSync(path.join(root, 'web/src/main.tsx'), '');
    writeFileSync(path.join(root, 'proto/src/roles.ts'), '');
    return root;
  }
  const age = (file: string, secondsAgo: number) => {
    const when = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(file, when, when);
  };

  it('builds when web/dist is missing', () => {
    expect(webBuildIsStale(repo())).toBe(true);
  });

  it('skips the build when web/dist is newer than every source', () => {
    const root = repo();
    for (const file of ['web/src/main.tsx', 'web/src', 'proto/src/roles.ts', 'proto/src', 'web/dist'])
      age(path.join(root, file), 60);
    writeFileSync(path.join(root, 'web/dist/index.html'), '');
    expect(webBuildIsStale(root)).toBe(false);
  });

  it('builds again when a proto contract changed after the last build', () => {
    const root = repo();
    for (const file of ['web/src/main.tsx', 'web/src', 'web/dist']) age(path.join(root, file), 120);
    writeFileSync(path.join(root, 'web/dist/index.html'), '');
    age(path.join(root, 'web/dist/index.html'), 60);
    expect(webBuildIsStale(root)).toBe(true);
  });
});
