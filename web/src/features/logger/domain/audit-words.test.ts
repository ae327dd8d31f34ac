import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@teleplan/proto/logger';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { AUDIT_NS } from '../i18n/audit-texts.ts';
import { auditWords, changeValue, type ValueContext } from './audit-words.ts';

const entry = (action: string, changes: AuditEntry['changes'] = []): AuditEntry => ({
  id: '0190a0b0-0000-7000-9000-000000000001',
  occurredAt: '2026-11-25T14:03:00.000Z',
  action,
  subjectType: 'APPOINTMENT',
  subjectId: '0190a0b0-0000-7000-a000-000000000042',
  actor: null,
  changes,
  requestId: null,
});

const context: ValueContext = {
  zone: 'Europe/Paris',
  language: 'fr',
  names: { '0190a0b0-0000-7000-b000-000000000001': 'Salle Nord' },
  yes: 'oui',
  no: 'non',
  none: '—',
};

describe('an audit entry in words', () => {
  it('tells a payment from a move among appointment changes', () => {
    expect(
      auditWords(entry('appointment.modified', [{ field: 'paid', before: 'true', after: 'false' }])).key,
    ).toBe('appointment.unpaid');
    const move = entry('appointment.modified', [
      { field: 'startTime', before: '2026-11-26T09:00:00.000Z', after: '2026-11-26T10:00:00.000Z' },
      { field: 'paid', before: 'false', after: 'true' },
    ]);
    expect(auditWords(move)).toEqual({ key: 'appointment.moved', values: {}, changes: move.changes });
  });

  it('says the motive of a cancelation, or that the patient was absent', () => {
    const motive = { field: 'cancelMotive', before: null, after: 'Grève' };
    expect(auditWords(entry('appointment.canceled', [motive]))).toEqual({
      key: 'appointment.canceledFor',
      values: { motive: 'Grève' },
      changes: [],
    });
    expect(auditWords(entry('appointment.canceled')).key).toBe('appointment.canceled');
    expect(
      auditWords(
        entry('appointment.canceled', [motive, { field: 'absentPatient', before: 'false', after: 'true' }]),
      ).key,
    ).toBe('appointment.absent');
  });

  it('leaves an action it has no words for to be shown as it is', () => {
    expect(auditWords(entry('evaluation.submitted')).key).toBeNull();
    expect(auditWords(entry('account.roles-changed')).key).toBe('account.roles-changed');
  });

  it('names what became of a licence key, in French and in English', () => {
    const words = (language: string, action: string) =>
      i18n.getFixedT(language, AUDIT_NS)(`actions.${auditWords(entry(action)).key}`);
    expect(['license.issued', 'license.applied', 'license.released'].map((a) => words('fr', a))).toEqual([
      'Licence émise',
      'Licence appliquée',
      'Licence libérée',
    ]);
    expect(['license.issued', 'license.applied', 'license.released'].map((a) => words('en', a))).toEqual([
      'Licence issued',
      'Licence applied',
      'Licence released',
    ]);
  });
});

describe('a changed value', () => {
  it('shows instants in the zone, yes/no, roles by name, nothing as a dash', () => {
    expect(changeValue('2026-11-26T09:00:00.000Z', context)).toBe('26-11-2026 10:00');
    expect(changeValue('true', context)).toBe('oui');
    expect(changeValue('false', context)).toBe('non');
    expect(changeValue('DOCTOR,ROOM_USER', context)).toBe('Médecin, Employé de salle');
    expect(changeValue(null, context)).toBe('—');
    expect(changeValue('Patient hospitalisé', context)).toBe('Patient hospitalisé');
  });

  it('names an id the page knows and shortens one it does not', () => {
    expect(changeValue('0190a0b0-0000-7000-b000-000000000001', context)).toBe('Salle Nord');
    expect(changeValue('0190a0b0-0000-7000-b000-000000000099', context)).toBe('…00000099');
  });
});
