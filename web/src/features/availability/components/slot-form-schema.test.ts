import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { SlotFormValues } from '../domain/slot-values.ts';
import { slotFormSchema, type WeeklySlotTimes } from './slot-form-schema.ts';

const values = (fields: Partial<SlotFormValues> = {}): SlotFormValues => ({
  dayOfWeek: '1',
  date: '2026-11-24',
  allDay: false,
  from: '09:00',
  to: '12:00',
  type: 'AVAILABLE',
  comment: '',
  ...fields,
});

/** The message keys of every failed rule, by field. */
function errorsOf(
  kind: 'weekly' | 'exceptional',
  input: SlotFormValues,
  existing: WeeklySlotTimes[] = [],
): Record<string, string> {
  try {
    slotFormSchema(kind, existing).validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.toReversed().map((inner) => [inner.path, inner.message]));
  }
}

describe('slot form rules', () => {
  it('accepts times on 10-minute steps with the start before the end', () => {
    expect(errorsOf('weekly', values({ from: '09:10', to: '09:20' }))).toEqual({});
    expect(errorsOf('exceptional', values({ from: '07:00', to: '19:50' }))).toEqual({});
  });

  it('refuses a start or an end off the 10-minute steps', () => {
    expect(errorsOf('weekly', values({ from: '09:15' }))).toEqual({ from: 'form.errors.tenMinuteSteps' });
    expect(errorsOf('exceptional', values({ to: '12:05' }))).toEqual({ to: 'form.errors.tenMinuteSteps' });
  });

  it('refuses an end before or at the start', () => {
    expect(errorsOf('weekly', values({ from: '12:00', to: '09:00' }))).toEqual({
      to: 'form.errors.invalidRange',
    });
    expect(errorsOf('weekly', values({ from: '12:00', to: '12:00' }))).toEqual({
      to: 'form.errors.invalidRange',
    });
  });

  it('needs both times unless the slot takes the whole day', () => {
    expect(errorsOf('weekly', values({ from: '', to: '' }))).toEqual({
      from: 'form.errors.required',
      to: 'form.errors.required',
    });
    expect(errorsOf('weekly', values({ allDay: true, from: '', to: '' }))).toEqual({});
    expect(errorsOf('exceptional', values({ allDay: true, from: '09:15', to: '08:00' }))).toEqual({});
  });

  it('needs a date for an exceptional slot and a day for a weekly one', () => {
    expect(errorsOf('exceptional', values({ date: '' }))).toEqual({ date: 'form.errors.required' });
    expect(errorsOf('weekly', values({ date: '' }))).toEqual({});
    expect(errorsOf('weekly', values({ dayOfWeek: '8' }))).toEqual({ dayOfWeek: 'form.errors.required' });
  });

  it('refuses a comment longer than 255 characters', () => {
    expect(errorsOf('exceptional', values({ comment: 'a'.repeat(255) }))).toEqual({});
    expect(errorsOf('exceptional', values({ comment: 'a'.repeat(256) }))).toEqual({
      comment: 'form.errors.commentTooLong',
    });
  });

  it('refuses a weekly slot overlapping another of the same day, all day included', () => {
    const monday: WeeklySlotTimes[] = [{ dayOfWeek: 1, interval: { start: '09:00', end: '12:00' } }];
    expect(errorsOf('weekly', values({ from: '11:00', to: '13:00' }), monday)).toEqual({
      dayOfWeek: 'form.errors.overlap',
    });
    expect(errorsOf('weekly', values({ allDay: true }), monday)).toEqual({
      dayOfWeek: 'form.errors.overlap',
    });
    expect(errorsOf('weekly', values({ from: '12:00', to: '13:00' }), monday)).toEqual({});
    expect(errorsOf('weekly', values({ dayOfWeek: '2', from: '11:00', to: '13:00' }), monday)).toEqual({});
    expect(errorsOf('exceptional', values({ from: '11:00', to: '13:00' }), monday)).toEqual({});
  });
});
