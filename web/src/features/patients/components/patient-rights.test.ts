import { describe, expect, it } from 'vitest';
import { canEditPatient } from './patient-rights.ts';

describe('patient editing rights', () => {
  it('lets every staff role edit a patient without other roles', () => {
    for (const role of ['ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'DOCTOR', 'ROOM_USER'] as const) {
      expect(canEditPatient(role, ['PATIENT'])).toBe(true);
    }
  });

  it('refuses a doctor editing a patient who is also staff of a higher or equal rank', () => {
    expect(canEditPatient('DOCTOR', ['SECTOR_MANAGER'])).toBe(false);
    expect(canEditPatient('DOCTOR', ['ROOM_USER'])).toBe(false);
    expect(canEditPatient('SECTOR_MANAGER', ['DOCTOR'])).toBe(true);
    expect(canEditPatient('SECTOR_MANAGER', ['ADMIN'])).toBe(false);
  });

  it('keeps the form read-only while the roles are unknown', () => {
    expect(canEditPatient('ADMIN', null)).toBe(false);
  });
});
