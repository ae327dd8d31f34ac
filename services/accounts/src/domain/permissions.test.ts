import { describe, expect, it } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { isReachableRoleSet, maySeeEmail, normaliseRoles, roleChangeRefusal } from './permissions.ts';

const actor = (role: Role) => ({ id: 'me', role });

describe('email visibility', () => {
  it('shows staff emails to admins and sector managers only', () => {
    expect(maySeeEmail(actor('SECTOR_MANAGER'), { id: 'x', staff: true })).toBe(true);
    expect(maySeeEmail(actor('ROOM_USER'), { id: 'x', staff: true })).toBe(false);
    expect(maySeeEmail(actor('ROOM_USER'), { id: 'x', staff: false })).toBe(true);
    expect(maySeeEmail(actor('ROOM_USER'), { id: 'me', staff: true })).toBe(true);
  });
});

describe('role sets at creation', () => {
  it('accepts a person holding DOCTOR, ROOM_USER and ADMIN, granted lowest first', () => {
    expect(isReachableRoleSet(['ADMIN', 'DOCTOR', 'ROOM_USER'])).toBe(true);
    expect(isReachableRoleSet(['DOCTOR', 'ROOM_MANAGER'])).toBe(true);
  });

  it('orders roles canonically without duplicates', () => {
    expect(normaliseRoles(['DOCTOR', 'ADMIN', 'DOCTOR', 'ROOM_USER'])).toEqual([
      'ADMIN',
      'ROOM_USER',
      'DOCTOR',
    ]);
  });
});

describe('roleChangeRefusal', () => {
  const target = (roles: Role[]) => ({ id: 'target', roles });

  it('refuses changing one’s own roles before anything else', () => {
    expect(
      roleChangeRefusal(actor('SUPER_ADMIN'), { id: 'me', roles: ['SUPER_ADMIN'] }, 'ADMIN', 'grant'),
    ).toEqual({
      status: 403,
      code: 'accounts.roles.own_roles',
    });
  });

  it('lets only a super admin grant ADMIN, and a room manager grant nothing', () => {
    expect(roleChangeRefusal(actor('ADMIN'), target(['DOCTOR']), 'ADMIN', 'grant')?.code).toBe(
      'accounts.roles.not_grantable',
    );
    expect(roleChangeRefusal(actor('SUPER_ADMIN'), target(['DOCTOR']), 'ADMIN', 'grant')).toBeNull();
    expect(roleChangeRefusal(actor('ROOM_MANAGER'), target(['ROOM_USER']), 'DOCTOR', 'grant')?.code).toBe(
      'accounts.roles.not_grantable',
    );
  });

  it('applies the hierarchy to grants', () => {
    expect(roleChangeRefusal(actor('ADMIN'), target(['DOCTOR']), 'ROOM_MANAGER', 'grant')).toEqual({
      status: 409,
      code: 'accounts.roles.hierarchy_conflict',
    });
    expect(roleChangeRefusal(actor('ADMIN'), target(['ROOM_USER']), 'DOCTOR', 'grant')).toBeNull();
  });

  it('never revokes the last role nor one not held', () => {
    expect(roleChangeRefusal(actor('ADMIN'), target(['DOCTOR']), 'DOCTOR', 'revoke')?.code).toBe(
      'accounts.roles.last_role',
    );
    expect(roleChangeRefusal(actor('ADMIN'), target(['DOCTOR']), 'ROOM_USER', 'revoke')?.code).toBe(
      'accounts.roles.not_held',
    );
    expect(roleChangeRefusal(actor('ADMIN'), target(['DOCTOR', 'ROOM_USER']), 'DOCTOR', 'revoke')).toBeNull();
  });

  it('keeps an admin from touching another admin’s roles', () => {
    expect(roleChangeRefusal(actor('ADMIN'), target(['ADMIN', 'DOCTOR']), 'DOCTOR', 'revoke')?.code).toBe(
      'accounts.request.unauthorized',
    );
  });
});
