import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DEPLOY = fileURLToPath(new URL('..', import.meta.url));

/** Every TypeScript file of deploy/, outside node_modules. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('deploy/package.json', () => {
  it('lists every workspace package that deploy/ imports', () => {
    const manifest = JSON.parse(readFileSync(path.join(DEPLOY, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const listed = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const imported = new Set(
      sources(DEPLOY).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '(@teleplan\/[a-z-]+)/g)].map((match) => match[1]!),
      ),
    );
    expect([...imported].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});
