import { describe, expect, it } from 'vitest';
import { initialRole, keptRole, mayActAs } from './current-role.ts';

describe('initialRole', () => {
  it('starts in the preferred role when it is granted', () => {
    expect(initialRole({ grantedRoles: ['ADMIN', 'DOCTOR'], preferredRole: 'DOCTOR' })).toBe('DOCTOR');
  });

  it('ignores a preferred role that is no longer granted and takes the highest staff role', () => {
    expect(initialRole({ grantedRoles: ['ROOM_MANAGER', 'SECTOR_MANAGER'], preferredRole: 'ADMIN' })).toBe(
      'SECTOR_MANAGER',
    );
  });

  it('never starts a staff member as PATIENT, even when PATIENT is preferred', () => {
    expect(initialRole({ grantedRoles: ['PATIENT', 'ROOM_USER'], preferredRole: 'PATIENT' })).toBe(
      'ROOM_USER',
    );
  });

  it('breaks the DOCTOR / ROOM_USER rank tie by the catalogue order', () => {
    expect(initialRole({ grantedRoles: ['DOCTOR', 'ROOM_USER'], preferredRole: null })).toBe('ROOM_USER');
  });

  it('starts a patient-only account as PATIENT', () => {
    expect(initialRole({ grantedRoles: ['PATIENT'], preferredRole: null })).toBe('PATIENT');
  });
});

describe('mayActAs', () => {
  it('allows a granted staff role', () => {
    expect(mayActAs('DOCTOR', ['ADMIN', 'DOCTOR'])).toBe(true);
  });

  it('refuses a role that is not granted', () => {
    expect(mayActAs('SUPER_ADMIN', ['ADMIN'])).toBe(false);
  });

  it('refuses PATIENT to a staff member who also holds it', () => {
    expect(mayActAs('PATIENT', ['PATIENT', 'DOCTOR'])).toBe(false);
  });

  it('allows PATIENT to a patient-only account', () => {
    expect(mayActAs('PATIENT', ['PATIENT'])).toBe(true);
  });

  it('refuses a name that is no role at all', () => {
    expect(mayActAs('SERVICE', ['SERVICE'])).toBe(false);
  });
});

describe('keptRole', () => {
  it('keeps the session role while it is still granted', () => {
    expect(keptRole('DOCTOR', { grantedRoles: ['ADMIN', 'DOCTOR'], preferredRole: 'ADMIN' })).toBe('DOCTOR');
  });

  it('falls back to a fresh choice when the session role was revoked', () => {
    expect(keptRole('DOCTOR', { grantedRoles: ['ADMIN'], preferredRole: null })).toBe('ADMIN');
  });
});
