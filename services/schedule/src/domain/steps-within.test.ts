import { describe, expect, it } from 'vitest';
import { stepsWithin } from './steps-within.ts';

const step = (start: string, doctors?: string[]) =>
  `{"start":"${start}","end":"2030-01-01T00:00:00.000Z"${doctors ? `,"doctorIds":["${doctors.join('","')}"]` : ''}}`;
const timeline = (...steps: string[]) => `{"steps":[${steps.join(',')}]}`;
const at = (hhmm: string) => `2026-03-29T${hhmm}:00.000Z`;
const t = (hhmm: string) => new Date(at(hhmm));

describe('stepsWithin', () => {
  const all = timeline(
    step(at('09:00')),
    step(at('09:10'), ['a', 'b']),
    step(at('09:20')),
    step(at('09:30')),
  );

  it('keeps the steps starting in [from, to), as the same text', () => {
    expect(stepsWithin(all, t('09:10'), t('09:30'))).toBe(
      timeline(step(at('09:10'), ['a', 'b']), step(at('09:20'))),
    );
    expect(stepsWithin(all, t('09:05'), t('09:25'))).toBe(
      timeline(step(at('09:10'), ['a', 'b']), step(at('09:20'))),
    );
  });

  it('keeps all of them, the first ones or the last ones', () => {
    expect(stepsWithin(all, t('08:00'), t('10:00'))).toBe(all);
    expect(stepsWithin(all, t('08:00'), t('09:10'))).toBe(timeline(step(at('09:00'))));
    expect(stepsWithin(all, t('09:30'), t('10:00'))).toBe(timeline(step(at('09:30'))));
  });

  it('answers no step when none starts within', () => {
    expect(stepsWithin(all, t('09:31'), t('10:00'))).toBe('{"steps":[]}');
    expect(stepsWithin(all, t('08:00'), t('09:00'))).toBe('{"steps":[]}');
    expect(stepsWithin('{"steps":[]}', t('08:00'), t('10:00'))).toBe('{"steps":[]}');
  });
});
