import { readdirSync, readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What Node runs itself in production and under `npm start` (the web app is built by Vite instead). */
const SERVER_FOLDERS = ['proto', 'services', 'gateway', 'deploy'];

function typeScriptFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : typeScriptFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('the server code', () => {
  it("runs under Node's own type stripping: no parameter properties, enums or namespaces", () => {
    const refused = SERVER_FOLDERS.flatMap((folder) => typeScriptFiles(path.join(REPO_ROOT, folder))).flatMap(
      (file) => {
        try {
          stripTypeScriptTypes(readFileSync(file, 'utf8'));
          return [];
        } catch (error) {
          return [`${path.relative(REPO_ROOT, file)}: ${(error as Error).message.split('\n')[0]}`];
        }
      },
    );
    expect(refused).toEqual([]);
  });
});
