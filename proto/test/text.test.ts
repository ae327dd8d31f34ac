import { describe, expect, it } from 'vitest';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '../src/text.ts';

const singleLine = new RegExp(SINGLE_LINE_TEXT_PATTERN, 'u');
const multiLine = new RegExp(MULTI_LINE_TEXT_PATTERN, 'u');

describe('single-line text', () => {
  it.each(['Salle de Troyes', "Cabinet d'Épernay", 'Zoë – 2ᵉ étage', '  Marne  '])('accepts %j', (text) => {
    expect(singleLine.test(text)).toBe(true);
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
    expect(singleLine.test(text)).toBe(false);
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs', () => {
    expect(multiLine.test('Première ligne\r\n\tdeuxième ligne')).toBe(true);
  });

  it.each(['nul\u0000', 'esc\u001b[31m', 'c1\u009b'])('refuses %j', (text) => {
    expect(multiLine.test(text)).toBe(false);
  });
});
