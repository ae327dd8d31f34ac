import { describe, expect, it } from 'vitest';
import {
  creatableRoles,
  grantableRoles,
  isAssignableAlongside,
  mayEditProfile,
  mayManage,
  outranks,
  type Role,
} from '../src/roles.ts';

const actor = (role: Role) => ({ id: 'me', role });

describe('role hierarchy', () => {
  it('refuses ROOM_MANAGER to a doctor and ROOM_USER to a room manager', () => {
    expect(isAssignableAlongside('ROOM_MANAGER', ['DOCTOR'])).toBe(false);
    expect(isAssignableAlongside('ROOM_USER', ['ROOM_MANAGER'])).toBe(false);
  });
  it('allows DOCTOR next to ROOM_USER', () => {
    expect(isAssignableAlongside('DOCTOR', ['ROOM_USER'])).toBe(true);
  });
  it('always allows ADMIN and SUPER_ADMIN', () => {
    expect(isAssignableAlongside('ADMIN', ['DOCTOR', 'SECTOR_MANAGER'])).toBe(true);
    expect(isAssignableAlongside('SUPER_ADMIN', ['ADMIN'])).toBe(true);
  });
  it('refuses SECTOR_MANAGER next to ADMIN', () => {
    expect(isAssignableAlongside('SECTOR_MANAGER', ['ADMIN'])).toBe(false);
  });
  it('lets only SUPER_ADMIN grant ADMIN and a room manager grant nothing', () => {
    expect(grantableRoles('SUPER_ADMIN')).toContain('ADMIN');
    expect(grantableRoles('ADMIN')).not.toContain('ADMIN');
    expect(grantableRoles('ROOM_MANAGER')).toEqual([]);
  });
});

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
});
