import * as yup from 'yup';
import {
  ALL_DAY,
  SLOT_COMMENT_MAX_LENGTH,
  type DefaultAvailability,
} from '@teleplan/proto/schedule-availability';
import { SLOT_STEP_MINUTES } from '@teleplan/proto/schedule-common';
import type { SlotFormValues, SlotKind } from '../domain/slot-values.ts';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const minuteOf = (time: string) => Number(TIME.exec(time)?.[2] ?? Number.NaN);

/** On a 10-minute boundary ('09:10' yes, '09:15' no). */
export const onTenMinuteStep = (time: string) => minuteOf(time) % SLOT_STEP_MINUTES === 0;

/** 'HH:mm' strings compare in time order; a missing or malformed time is the other rules' to report. */
const before = (from: string, to: string) => !TIME.test(from) || !TIME.test(to) || from < to;

const REQUIRED = 'form.errors.required';

/** A time field: required and on 10-minute steps unless the slot takes the whole day. */
const timeField = () =>
  yup
    .string()
    .default('')
    .when('allDay', {
      is: false,
      then: (schema) =>
        schema
          .required(REQUIRED)
          .matches(TIME, { message: 'form.errors.invalidRange', excludeEmptyString: true })
          .test(
            'ten-minutes',
            'form.errors.tenMinuteSteps',
            (value) => !TIME.test(value) || onTenMinuteStep(value),
          ),
    });

/** A weekly slot already there: a new one on the same day must not overlap it (docs/scheduling-rules.md). */
export type WeeklySlotTimes = Pick<DefaultAvailability, 'dayOfWeek'> & {
  interval: { start: string; end: string };
};

/** Whether the weekly slot of `values` overlaps one of `existing` on its day. */
export function overlapsExisting(values: SlotFormValues, existing: readonly WeeklySlotTimes[]): boolean {
  const { start, end } = values.allDay ? ALL_DAY : { start: values.from, end: values.to };
  return existing.some(
    (slot) =>
      slot.dayOfWeek === Number(values.dayOfWeek) && start < slot.interval.end && slot.interval.start < end,
  );
}

/**
 * The client side of the server's slot rules: 10-minute steps unless all day, start before
 * end, weekly slots of a day not overlapping `existing` ones, a date for an exceptional slot, a short comment.
 * Messages are keys of the availability texts.
 */
export function slotFormSchema(kind: SlotKind, existing: readonly WeeklySlotTimes[] = []) {
  return yup.object({
    dayOfWeek:
      kind === 'weekly'
        ? yup
            .string()
            .default('')
            .required(REQUIRED)
            .oneOf(['1', '2', '3', '4', '5', '6', '7'], REQUIRED)
            .test(
              'no-overlap',
              'form.errors.overlap',
              (_value, context) => !overlapsExisting(context.parent as SlotFormValues, existing),
            )
        : yup.string().default(''),
    date:
      kind === 'exceptional'
        ? yup.string().default('').required(REQUIRED).matches(DATE, REQUIRED)
        : yup.string().default(''),
    allDay: yup.boolean().default(false),
    from: timeField(),
    to: timeField().test(
      'after-start',
      'form.errors.invalidRange',
      (value, context) =>
        (context.parent as SlotFormValues).allDay || before(context.parent.from as string, value),
    ),
    type: yup.string().default('AVAILABLE').oneOf(['AVAILABLE', 'NOT_AVAILABLE']),
    comment: yup.string().default('').max(SLOT_COMMENT_MAX_LENGTH, 'form.errors.commentTooLong'),
  });
}
