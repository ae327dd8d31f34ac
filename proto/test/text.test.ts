import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { MultiLineText, SingleLineText } from '../src/text.ts';

const singleLine = Compile(SingleLineText({ maxLength: 100 }));
const multiLine = Compile(MultiLineText({ maxLength: 100 }));

describe('single-line text', () => {
  it.each(['Salle de Troyes', "Cabinet d'Épernay", 'Zoë – 2ᵉ étage', '  Marne  '])('accepts %j', (text) => {
    expect(singleLine.Check(text)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'Troyes\nBEGIN:VEVENT',
    'a\rb',
    'tab\there',
    'bell\u0007',
    'del\u007f',
    'c1\u0085',
    'ls\u2028',
  ])('refuses %j', (text) => {
    expect(singleLine.Check(text)).toBe(false);
  });

  it('refuses a blank value by the visible-character rule alone, and a control character by its own', () => {
    const failed = (text: string) => [...singleLine.Errors(text)].map((error) => error.params);
    expect(failed('   ')).toEqual([{ pattern: '\\S' }]);
    expect(failed('Troyes\nX')).toHaveLength(1);
    expect(failed('Troyes\nX')[0]).not.toEqual({ pattern: '\\S' });
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs', () => {
    expect(multiLine.Check('Première ligne\r\n\tdeuxième ligne')).toBe(true);
  });

  it.each(['nul\u0000', 'esc\u001b[31m', 'c1\u009b'])('refuses %j', (text) => {
    expect(multiLine.Check(text)).toBe(false);
  });
});
