import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { definition } from '../../service.ts';

/** The migration files of this folder, in their numbered order. */
const files = readdirSync(import.meta.dirname)
  .filter((name) => /^\d{4}-.*\.ts$/.test(name) && !name.endsWith('.test.ts'))
  .sort();

/** The schedule's own migrations as the service runs them (the kit's come first). */
const own = definition.migrations
  .map((migration) => migration.name)
  .filter((name) => name.startsWith('Schedule'));

describe('schedule migrations (append-only, see README.md beside them)', () => {
  it('lists every migration file of the folder, once, in file order', () => {
    expect(own.map((name) => name.slice(-4))).toEqual(files.map((file) => file.slice(0, 4)));
  });

  it('runs them in growing timestamp order', () => {
    const stamps = own.map((name) => Number(/(\d+)$/.exec(name)![1]));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });
});
