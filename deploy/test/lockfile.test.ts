import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { addMissingPlatformPackages, type Lockfile } from '../lockfile/complete-lockfile.ts';
import { platformOf } from '../lockfile/platform-packages.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The environment without what `npm run` passes down to its scripts, so npm reads the repository's config. */
function plainEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
}

describe('package-lock.json', () => {
  it('is accepted by npm ci (the Dockerfile installs with it)', async () => {
    // A dry run compares the lockfile with every package.json without downloading anything (a few seconds).
    const run = promisify(execFile)(
      'npm',
      ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
      {
        cwd: REPO_ROOT,
        env: plainEnvironment(),
      },
    );
    await expect(
      run.catch((error: { stderr?: string }) => Promise.reject(new Error(error.stderr))),
    ).resolves.toBeDefined();
  }, 60_000);

  it("holds every platform's native package that an optional dependency names", () => {
    const lock = JSON.parse(readFileSync(`${REPO_ROOT}/package-lock.json`, 'utf8')) as Lockfile;
    expect(addMissingPlatformPackages(lock)).toEqual([]);
  });
});

describe('completing a lockfile', () => {
  it("adds another platform's binary that the registry did not serve, for that platform only", () => {
    const lock: Lockfile = {
      packages: {
        '': { name: 'root' },
        'node_modules/turbo': {
          version: '2.11.11',
          dev: true,
          optionalDependencies: { '@turbo/darwin-64': '2.11.11', '@turbo/linux-64': '2.11.11' },
        },
        'node_modules/@turbo/linux-64': {
          version: '2.11.11',
          dev: true,
          optional: true,
          os: ['linux'],
          cpu: ['x64'],
        },
      },
    };
    expect(addMissingPlatformPackages(lock)).toEqual(['@turbo/darwin-64@2.11.11']);
    expect(lock.packages['node_modules/@turbo/darwin-64']).toEqual({
      version: '2.11.11',
      cpu: ['x64'],
      dev: true,
      optional: true,
      os: ['darwin'],
    });
    expect(Object.keys(lock.packages)).toEqual([
      '',
      'node_modules/@turbo/darwin-64',
      'node_modules/@turbo/linux-64',
      'node_modules/turbo',
    ]);
  });

  it('reads the platform from the names npm packages of native binaries use', () => {
    expect(platformOf('@turbo/windows-arm64')).toEqual({ os: 'win32', cpu: 'arm64' });
    expect(platformOf('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({
      os: 'linux',
      cpu: 'arm',
      libc: 'musl',
    });
    expect(platformOf('@unrs/resolver-binding-linux-riscv64-gnu')).toEqual({
      os: 'linux',
      cpu: 'riscv64',
      libc: 'glibc',
    });
    expect(platformOf('@esbuild/linux-x64')).toEqual({ os: 'linux', cpu: 'x64' });
    expect(platformOf('@unrs/resolver-binding-win32-ia32-msvc')).toEqual({ os: 'win32', cpu: 'ia32' });
    expect(platformOf('left-pad')).toBeUndefined();
  });
});
