import { describe, expect, it } from 'vitest';
import { assertAligned } from './request-checks.ts';

/** The messageCode assertAligned throws, or null when the start is accepted. */
function refusalOf(startTime: string, zone: string): string | null {
  try {
    assertAligned(startTime, zone);
    return null;
  } catch (error) {
    return (error as { messageCode: string }).messageCode;
  }
}

const MISALIGNED = 'schedule.appointment.misaligned';

describe('appointment start on the 10-minute step of its zone', () => {
  it.each([
    ['accepts Asia/Kathmandu (+05:45), 09:00 local', '2026-11-24T03:15:00.000Z', 'Asia/Kathmandu', null],
    ['accepts Australia/Eucla (+08:45), 09:00 local', '2026-11-24T00:15:00.000Z', 'Australia/Eucla', null],
    [
      'accepts Pacific/Chatham in summer (+13:45), 09:00 local',
      '2026-11-23T19:15:00.000Z',
      'Pacific/Chatham',
      null,
    ],
    [
      'accepts Pacific/Chatham in winter (+12:45), 09:00 local',
      '2026-06-23T20:15:00.000Z',
      'Pacific/Chatham',
      null,
    ],
    ['accepts Europe/Paris, 09:10 local', '2026-11-24T08:10:00.000Z', 'Europe/Paris', null],
    ['refuses Asia/Kathmandu, 09:05 local', '2026-11-24T03:20:00.000Z', 'Asia/Kathmandu', MISALIGNED],
    [
      'refuses Asia/Kathmandu, 09:10 UTC (14:55 local)',
      '2026-11-24T09:10:00.000Z',
      'Asia/Kathmandu',
      MISALIGNED,
    ],
    ['refuses Europe/Paris, 09:05 local', '2026-11-24T08:05:00.000Z', 'Europe/Paris', MISALIGNED],
    ['refuses Europe/Paris, with seconds', '2026-11-24T08:10:30.000Z', 'Europe/Paris', MISALIGNED],
    ['refuses Europe/Paris, with milliseconds', '2026-11-24T08:10:00.001Z', 'Europe/Paris', MISALIGNED],
  ])('%s', (_what, startTime, zone, refusal) => {
    expect(refusalOf(startTime, zone)).toBe(refusal);
  });
});
