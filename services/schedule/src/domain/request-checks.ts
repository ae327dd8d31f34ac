import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { SLOT_STEP_MINUTES } from '@teleplan/proto/schedule-common';

const A = MessageCodes.scheduleAppointments;

/** 400 `schedule.appointment.misaligned` unless the start falls on a 10-minute step (no seconds). */
export function assertAligned(startTime: string): void {
  if (Date.parse(startTime) % (SLOT_STEP_MINUTES * 60_000) !== 0)
    throw badRequest(A.misaligned, `An appointment starts on a ${SLOT_STEP_MINUTES}-minute step`);
}
