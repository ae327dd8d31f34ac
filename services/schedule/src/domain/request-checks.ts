import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { SLOT_STEP_MINUTES } from '@teleplan/proto/schedule-common';
import { onLocalStep } from './local-clock.ts';

const A = MessageCodes.scheduleAppointments;

/**
 * 400 `schedule.appointment.misaligned` unless the start falls on a 10-minute step of the wall clock of `zone` (no
 * seconds), as the bookable timeline's steps do: zones 45 minutes off UTC (Asia/Kathmandu) book at local :00.
 */
export function assertAligned(startTime: string, zone: string): void {
  if (!onLocalStep(new Date(startTime), zone))
    throw badRequest(A.misaligned, `An appointment starts on a ${SLOT_STEP_MINUTES}-minute step`);
}
