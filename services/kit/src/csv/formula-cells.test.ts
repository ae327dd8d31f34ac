import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './formula-cells.ts';

describe('formula cells', () => {
  it.each(['=1+1', '+33 6', '-2', '@SUM(A1)', '\t=x', '\r=x'])('quotes %j so it is not a formula', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text as it is', () => {
    expect(neutraliseFormula('Dupont = roi')).toBe('Dupont = roi');
    expect(neutraliseFormula('')).toBe('');
  });
});
