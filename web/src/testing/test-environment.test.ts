import { describe, expect, it } from 'vitest';

describe('the test environment', () => {
  it("gives the tests the page's own localStorage, which keeps what is written", () => {
    localStorage.setItem('teleplan.probe', 'oui');

    expect(window.localStorage).toBe(localStorage);
    expect(window.localStorage.getItem('teleplan.probe')).toBe('oui');
    localStorage.clear();
    expect(localStorage.length).toBe(0);
  });
});
