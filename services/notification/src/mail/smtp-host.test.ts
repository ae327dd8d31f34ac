import { describe, expect, it } from 'vitest';
import { isInternalAddress, smtpAddress } from './smtp-host.ts';

const resolvesTo = (address: string) => async () => address;

describe('isInternalAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('says %s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.32.0.1', '8.8.8.8', '2a00:1450:4007:80e::2005', '::ffff:8.8.8.8'])(
    'says %s is not',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );
});

describe('smtpAddress', () => {
  it('connects to the address the name resolved to when it is public', async () => {
    expect(await smtpAddress('smtp.example.test', [], resolvesTo('93.184.216.34'))).toEqual({
      ok: true,
      address: '93.184.216.34',
    });
  });

  it('refuses a name resolving to an internal address unless that name is allowed', async () => {
    expect(await smtpAddress('mail.internal', [], resolvesTo('10.0.0.5'))).toEqual({
      ok: false,
      reason: 'internal',
    });
    expect(await smtpAddress('Mailpit', ['mailpit'], resolvesTo('172.18.0.4'))).toEqual({
      ok: true,
      address: '172.18.0.4',
    });
  });

  it('refuses an internal IP unless it is allowed, without resolving it', async () => {
    const never = async () => {
      throw new Error('not resolved');
    };
    expect(await smtpAddress('169.254.169.254', [], never)).toEqual({ ok: false, reason: 'internal' });
    expect(await smtpAddress('127.0.0.1', ['127.0.0.1'], never)).toEqual({ ok: true, address: '127.0.0.1' });
  });

  it('says a name that does not resolve is unresolved', async () => {
    const fails = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    };
    expect(await smtpAddress('nowhere.test', [], fails)).toEqual({ ok: false, reason: 'unresolved' });
  });
});
