import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime } from './ical-text.ts';

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves no raw line break, so a name cannot start an event of its own', () => {
    const escaped = escapeText('Salle 1\r\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Piège');
    expect(escaped).not.toMatch(/[\r\n]/);
    expect(escaped).toBe('Salle 1\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Piège');
  });

  it('drops other control characters and keeps the rest', () => {
    expect(escapeText('a\u0000b\u001bc\u007fd\te — é')).toBe('abcd\te — é');
  });
});

describe('foldLine', () => {
  it('leaves a short line alone, ending it with CRLF', () => {
    expect(foldLine('SUMMARY:Consultation')).toBe('SUMMARY:Consultation\r\n');
  });

  it('folds at 75 octets without cutting a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const physical = folded.slice(0, -2).split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(physical.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('utcDateTime', () => {
  it('writes an instant in UTC without separators', () => {
    expect(utcDateTime(new Date('2026-11-23T09:05:00.000Z'))).toBe('20261123T090500Z');
  });
});
