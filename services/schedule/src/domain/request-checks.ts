import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { BOOKABLE_HORIZON_DAYS, SLOT_STEP_MINUTES } from '@teleplan/proto/schedule-common';
import { onLocalStep } from './local-clock.ts';

const A = MessageCodes.scheduleAppointments;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 400 `schedule.appointment.misaligned` unless the start falls on a 10-minute step of the wall clock of `zone` (no
 * seconds), as the bookable timeline's steps do: zones 45 minutes off UTC (Asia/Kathmandu) book at local :00.
 */
export function assertAligned(startTime: string, zone: string): void {
  if (!onLocalStep(new Date(startTime), zone))
    throw badRequest(A.misaligned, `An appointment starts on a ${SLOT_STEP_MINUTES}-minute step`);
}

/**
 * The start of a booking or a move lies between now and the bookable horizon (one month ahead, as the bookable
 * timeline): 400 `schedule.appointment.start_in_past` before now, `schedule.appointment.beyond_horizon` after it.
 * An appointment is never written into history (exports and statistics count what is there).
 */
export function assertBookableStart(startTime: string, now: Date): void {
  const start = Date.parse(startTime);
  if (start < now.getTime()) throw badRequest(A.startInPast, 'The start is in the past');
  if (start > now.getTime() + BOOKABLE_HORIZON_DAYS * DAY_MS)
    throw badRequest(A.beyondHorizon, `The start is more than ${BOOKABLE_HORIZON_DAYS} days ahead`);
}
