import { describe, expect, it } from 'vitest';
import { surveyTokenOf } from './survey-token.ts';

describe('surveyTokenOf', () => {
  it.each([
    ['#/?token=abc_DEF-123', 'abc_DEF-123'],
    ['#?token=abc', 'abc'],
    ['#/?token=%20abc%20', 'abc'],
    ['#/?token=', null],
    ['#/', null],
    ['', null],
  ])('reads %s as %s', (hash, token) => {
    expect(surveyTokenOf(hash)).toBe(token);
  });
});
