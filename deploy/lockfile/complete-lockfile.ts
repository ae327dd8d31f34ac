import { readFileSync, writeFileSync } from 'node:fs';
import { platformOf } from './platform-packages.ts';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

/** Where Node would find `name` from the package installed at `from` (a `packages` key), if the lock has it. */
function locate(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let folder = from;
  for (;;) {
    const candidate = `${folder ? `${folder}/` : ''}node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!folder) return undefined;
    const up = folder.lastIndexOf('/node_modules/');
    folder = up >= 0 ? folder.slice(0, up) : '';
  }
}

/**
 * Adds the optional native packages of other platforms that the lockfile lacks. npm leaves them out when the
 * registry it installs from does not serve them, and `npm ci` then refuses the lockfile on every machine
 * ("Missing: @turbo/darwin-64@ from lock file"). Each gets the platform its name declares, so npm skips it
 * elsewhere and fetches it, by version, where it belongs. Returns the names added.
 */
export function addMissingPlatformPackages(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (locate(lock.packages, from, name)) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      const at =
        `node_modules/${name}` in lock.packages ? `${from}/node_modules/${name}` : `node_modules/${name}`;
      lock.packages[at] = {
        version,
        cpu: [platform.cpu],
        ...(entry.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: [platform.libc] } : {}),
        optional: true,
        os: [platform.os],
      };
      added.push(`${name}@${version}`);
    }
  }
  const [root, ...rest] = Object.keys(lock.packages);
  lock.packages = Object.fromEntries(
    [root!, ...rest.sort((a, b) => a.localeCompare(b, 'en'))].map((key) => [key, lock.packages[key]!]),
  );
  return added;
}

// `node deploy/lockfile/complete-lockfile.ts` after an `npm install` that changed the lockfile.
if (import.meta.main) {
  const file = new URL('../../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  const added = addMissingPlatformPackages(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length ? `Added to package-lock.json: ${added.join(', ')}` : 'package-lock.json is complete',
  );
}
