import { describe, expect, it } from 'vitest';
import { creationDateFormatter, nationalPhone, roleLabels, statusLabel } from './export-cells.ts';

describe('export cells', () => {
  it('writes creation dates as DD-MM-YYYY HH:mm in the zone asked', () => {
    const date = new Date('2026-01-05T23:30:00Z');
    expect(creationDateFormatter('Europe/Paris')(date)).toBe('06-01-2026 00:30');
    expect(creationDateFormatter('America/New_York')(date)).toBe('05-01-2026 18:30');
    expect(creationDateFormatter('Europe/Paris')(new Date('2026-07-14T10:05:00Z'))).toBe('14-07-2026 12:05');
  });

  it('writes French phone numbers in the national format', () => {
    expect(nationalPhone('+33612345678')).toBe('06 12 34 56 78');
    expect(nationalPhone('0612345678')).toBe('06 12 34 56 78');
    expect(nationalPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(nationalPhone(null)).toBe('');
  });

  it('hides PATIENT among the French role labels', () => {
    expect(roleLabels(['DOCTOR', 'ROOM_USER', 'PATIENT'])).toBe('Médecin, Employé de salle');
    expect(roleLabels(null)).toBe('');
  });

  it('says Actif, Inactif, or Sans compte for a profile without account', () => {
    expect(statusLabel(true)).toBe('Actif');
    expect(statusLabel(false)).toBe('Inactif');
    expect(statusLabel(null)).toBe('Sans compte');
  });
});
