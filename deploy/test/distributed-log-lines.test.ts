import { describe, expect, it } from 'vitest';
import { logLineFormatter } from '../distributed/log-lines.ts';

const line = JSON.stringify({
  level: 30,
  time: Date.UTC(2026, 0, 5, 9, 30),
  pid: 4242,
  hostname: 'host',
  msg: 'request completed',
  responseTime: 3.2,
});

describe('the distributed platform console', () => {
  it("pretty-prints the services' JSON logs at a terminal", () => {
    const shown = logLineFormatter(true, false)('accounts', line);
    expect(shown).toMatch(/^\[accounts\] \[\d\d:\d\d:\d\d\.\d{3}\] INFO: request completed/);
    expect(shown).toContain('responseTime');
    expect(shown).not.toContain('{"level"');
    expect(shown).not.toContain('4242');
  });

  it('keeps the JSON as written when the output is not a terminal', () => {
    expect(logLineFormatter(false)('accounts', line)).toBe(`[accounts] ${line}`);
  });

  it('shows lines that are not JSON as written', () => {
    expect(logLineFormatter(true, false)('gateway', 'Error: boom')).toBe('[gateway] Error: boom');
    expect(logLineFormatter(true, false)('gateway', '{not json')).toBe('[gateway] {not json');
  });
});
