import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-data.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('lists every seeded demo login with its roles, email and password', () => {
    const rows = readme
      .split('\n')
      .filter((line) => line.includes('@demo.teleplan.fr'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((cells) => cells[2] === account.email);
      expect(row, account.email).toBeDefined();
      for (const role of account.roles) expect(row![1]).toContain(role);
      expect(row![3]).toBe(DEMO_PASSWORD);
    }
  });

  it('gives the two commands a new user runs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });
});
