import { describe, expect, it } from 'vitest';
import {
  creatableRoles,
  isReachableRoleSet,
  mayEditProfile,
  mayManage,
  maySeeEmail,
  normaliseRoles,
  outranks,
  roleChangeRefusal,
} from './permissions.ts';

const actor = (role: Parameters<typeof creatableRoles>[0]) => ({ id: 'me', role });

describe('who creates which accounts', () => {
  it('lets a room manager create room users only and a doctor nothing', () => {
    expect(creatableRoles('ROOM_MANAGER')).toEqual(['ROOM_USER']);
    expect(creatableRoles('DOCTOR')).toEqual([]);
    expect(creatableRoles('ADMIN')).not.toContain('ADMIN');
    expect(creatableRoles('SUPER_ADMIN')).toContain('ADMIN');
  });
});

describe('mayManage', () => {
  it('keeps admins off other admins and sector managers off admins', () => {
    expect(mayManage('ADMIN', ['ADMIN'])).toBe(false);
    expect(mayManage('ADMIN', ['DOCTOR', 'ROOM_USER'])).toBe(true);
    expect(mayManage('SECTOR_MANAGER', ['ADMIN', 'DOCTOR'])).toBe(false);
    expect(mayManage('SUPER_ADMIN', ['SUPER_ADMIN'])).toBe(true);
    expect(mayManage('ROOM_MANAGER', ['ROOM_USER'])).toBe(true);
    expect(mayManage('ROOM_MANAGER', ['DOCTOR'])).toBe(false);
    expect(mayManage('PATIENT', [])).toBe(false);
  });
});

describe('profile editing', () => {
  it('lets the connected role edit a patient only when it outranks the patient’s roles', () => {
    expect(outranks('ROOM_USER', [])).toBe(true);
    expect(outranks('DOCTOR', ['PATIENT'])).toBe(true);
    expect(outranks('DOCTOR', ['DOCTOR'])).toBe(false);
    expect(mayEditProfile(actor('ROOM_USER'), { id: 'p', staff: false, roles: ['PATIENT'] })).toBe(true);
    expect(mayEditProfile(actor('ROOM_USER'), { id: 'p', staff: false, roles: ['DOCTOR'] })).toBe(false);
    expect(mayEditProfile(actor('PATIENT'), { id: 'p', staff: false, roles: [] })).toBe(false);
  });

  it('lets anyone edit their own profile and admins edit the staff they manage', () => {
    expect(mayEditProfile(actor('PATIENT'), { id: 'me', staff: false, roles: [] })).toBe(true);
    expect(mayEditProfile(actor('SECTOR_MANAGER'), { id: 'x', staff: true, roles: ['DOCTOR'] })).toBe(true);
    expect(mayEditProfile(actor('ROOM_MANAGER'), { id: 'x', staff: true, roles: ['ROOM_USER'] })).toBe(false);
    expect(mayEditProfile(actor('ADMIN'), { id: 'x', staff: true, roles: ['SUPER_ADMIN'] })).toBe(false);
  });

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
  const target = (roles: Parameters<typeof mayManage>[1]) => ({ id: 'target', roles });

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
