import { describe, expect, it } from 'vitest';
import { failedPasswordRules, isValidPassword } from '../src/password-rules.ts';

describe('password rules', () => {
  it('accepts a password with 8 characters, upper, lower, digit and special', () => {
    expect(isValidPassword('Bonjour1!')).toBe(true);
  });
  it('names each broken rule', () => {
    expect(failedPasswordRules('abc')).toEqual(['minLength', 'uppercase', 'digit', 'special']);
    expect(failedPasswordRules('BONJOUR1!')).toEqual(['lowercase']);
  });
  it('refuses the characters & % $ even though they are special', () => {
    expect(failedPasswordRules('Bonjour1&')).toEqual(['special', 'forbiddenChars']);
    expect(isValidPassword('Bonjour1&!')).toBe(false);
  });
});
