import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { LOG_MESSAGE_MAX_LENGTH, LogLineSchema } from '@teleplan/proto/logger';
import { logLevelOf, toLogLine, type PinoRecord } from './log-line.ts';

const AT = new Date('2026-03-02T09:00:00.000Z');
const ACCOUNT = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

const record = (extra: Partial<PinoRecord> = {}): PinoRecord => ({
  level: 40,
  time: AT,
  fields: {},
  msg: 'something odd',
  bindings: {},
  ...extra,
});

describe('log levels', () => {
  it.each([
    [60, {}, 'SEVERE'],
    [50, {}, 'SEVERE'],
    [40, {}, 'WARNING'],
    [30, {}, 'INFO'],
    [30, { config: true }, 'CONFIG'],
    [20, {}, 'FINE'],
    [10, {}, 'FINEST'],
  ] as const)('maps pino level %i %o to %s', (level, fields, expected) => {
    expect(logLevelOf(level, fields)).toBe(expected);
  });
});

describe('toLogLine', () => {
  it("takes the request id from the request's logger and the service from the mounted service's", () => {
    const line = toLogLine(record({ bindings: { name: 'teleplan', reqId: 'req-7', service: 'schedule' } }), {
      service: 'teleplan',
      requestId: 'other',
      accountId: ACCOUNT,
    });
    expect(line).toEqual({
      time: '2026-03-02T09:00:00.000Z',
      level: 'WARNING',
      service: 'schedule',
      message: 'something odd',
      requestId: 'req-7',
      accountId: ACCOUNT,
      details: {},
    });
    expect(Value.Check(LogLineSchema, line)).toBe(true);
  });

  it("falls back to the process's service and the context's request, and to null outside requests", () => {
    expect(toLogLine(record(), { service: 'accounts', requestId: 'req-8' })).toMatchObject({
      service: 'accounts',
      requestId: 'req-8',
      accountId: null,
    });
    expect(toLogLine(record(), { service: 'accounts' })).toMatchObject({ requestId: null, accountId: null });
  });

  it('prefers an account the line names itself, when it is an id', () => {
    const other = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
    expect(
      toLogLine(record({ fields: { accountId: other } }), { service: 's', accountId: ACCOUNT }).accountId,
    ).toBe(other);
    expect(
      toLogLine(record({ fields: { accountId: 'nobody' } }), { service: 's', accountId: ACCOUNT }).accountId,
    ).toBe(ACCOUNT);
    expect(toLogLine(record(), { service: 's', accountId: 'not-an-id' }).accountId).toBeNull();
  });

  it('keeps the other fields as details: an error as type, message and stack, a request and an answer without bodies', () => {
    const error = new TypeError('bad thing');
    const line = toLogLine(
      record({
        level: 50,
        fields: {
          err: error,
          req: { method: 'POST', url: '/api/schedule/appointments', body: { secret: 'x' }, headers: {} },
          res: { statusCode: 500, payload: 'body' },
          responseTime: 12.5,
          keep: true,
          count: 3n,
          nested: { a: [1, 2] },
        },
        bindings: { pid: 1, hostname: 'h', name: 'schedule' },
      }),
      { service: 'schedule' },
    );
    expect(line.details).toEqual({
      err: { type: 'TypeError', message: 'bad thing', stack: error.stack },
      req: { method: 'POST', url: '/api/schedule/appointments' },
      res: { statusCode: 500 },
      responseTime: 12.5,
      nested: { a: [1, 2] },
    });
  });

  it('cuts a long message with an ellipsis', () => {
    const line = toLogLine(record({ msg: 'é'.repeat(LOG_MESSAGE_MAX_LENGTH + 50) }), { service: 's' });
    expect(line.message).toHaveLength(LOG_MESSAGE_MAX_LENGTH + 1);
    expect(line.message.endsWith('…')).toBe(true);
    expect(Value.Check(LogLineSchema, line)).toBe(true);
  });
});
