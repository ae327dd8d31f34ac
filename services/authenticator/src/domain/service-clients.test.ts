import { describe, expect, it } from 'vitest';
import { isServiceClient, parseServiceClients } from './service-clients.ts';

describe('service clients', () => {
  const clients = parseServiceClients('accounts:s3cret, schedule:a:b:c');

  it('accepts a known client with its secret', () => {
    expect(isServiceClient(clients, 'accounts', 's3cret')).toBe(true);
  });

  it('keeps colons inside a secret', () => {
    expect(isServiceClient(clients, 'schedule', 'a:b:c')).toBe(true);
  });

  it('refuses a wrong secret', () => {
    expect(isServiceClient(clients, 'accounts', 's3cret ')).toBe(false);
  });

  it('refuses an unknown client whatever the secret', () => {
    expect(isServiceClient(clients, 'nobody', 'no such client')).toBe(false);
  });

  it('reads an empty list as no clients', () => {
    expect(parseServiceClients('').size).toBe(0);
  });

  it('fails on an entry without a secret', () => {
    expect(() => parseServiceClients('accounts')).toThrow(/malformed/);
    expect(() => parseServiceClients('accounts:')).toThrow(/malformed/);
  });
});
