import { describe, expect, it } from 'vitest';
import { isValidPassword } from '@teleplan/proto/password-rules';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_PASSWORD, DEMO_PATIENTS } from '../seed/demo-data.ts';

describe('the demo data', () => {
  it('holds one account per staff role, a person with three roles, shared password following the rules', () => {
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR']) {
      expect(
        DEMO_ACCOUNTS.some((a) => a.roles.length === 1 && a.roles[0] === role),
        role,
      ).toBe(true);
    }
    expect(DEMO_ACCOUNTS.flatMap((a) => a.roles)).not.toContain('PATIENT');
    expect(DEMO_ACCOUNTS.filter((a) => a.roles.length === 3)).toHaveLength(1);
    expect(isValidPassword(DEMO_PASSWORD)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      expect(account.roles).toContain(account.preferredRole);
      expect(account.email).toMatch(/^[a-z]+\.[a-z]+@demo\.teleplan\.fr$/);
    }
  });

  it('bootstraps the demo super administrator, and can tell every patient apart by email or phone', () => {
    expect(DEMO_ADMIN).toEqual({ email: 'claire.moreau@demo.teleplan.fr', password: DEMO_PASSWORD });
    for (const patient of DEMO_PATIENTS) expect(patient.email ?? patient.telephoneNumber).toBeTruthy();
  });
});
