import type { AppError } from '@teleplan/kit/errors';
import { badRequest, conflict, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Refusal } from '../data/booking-checks.sql.ts';
import { unauthorized } from './appointment-access.ts';

const A = MessageCodes.scheduleAppointments;

/** The answer to a refused booking or move. */
export function refusalError(refusal: Refusal): AppError {
  switch (refusal) {
    case 'unauthorized':
      return unauthorized();
    case 'room_missing':
      return notFound(MessageCodes.schedule.roomMissing, 'Unknown room');
    case 'room_disabled':
      return conflict(A.roomDisabled, 'This room is disabled or deleted');
    case 'room_not_in_sector':
      return badRequest(A.roomNotInSector, 'This room is not in this sector');
    case 'sector_closed':
      return conflict(A.sectorClosed, 'This sector is closed');
    case 'doctor_not_in_sector':
      return badRequest(A.doctorNotInSector, 'This doctor is not linked to this sector');
    case 'patient_unknown':
      return badRequest(A.patientUnknown, 'Unknown patient');
    case 'doctor_unavailable':
      return conflict(A.doctorUnavailable, 'The doctor is not available for the whole appointment');
    case 'room_unavailable':
      return conflict(A.roomUnavailable, 'The room is not available for the whole appointment');
  }
}

const OVERLAPS: Record<string, () => AppError> = {
  appointment_doctor_no_overlap: () =>
    conflict(A.doctorConflict, 'The doctor already has an appointment then'),
  appointment_room_no_overlap: () => conflict(A.roomConflict, 'The room already has an appointment then'),
  appointment_patient_no_overlap: () =>
    conflict(A.patientConflict, 'The patient already has an appointment then'),
};

/** Deadlocks a write is retried on before its error is answered. */
const DEADLOCK_RETRIES = 5;

/**
 * Runs a write (one statement or one transaction). Two bookings that each hold what the other needs (doctor A
 * in room B and doctor B in room A) can deadlock on the exclusion constraints: PostgreSQL aborts one (SQLSTATE
 * 40P01), which is run again and then meets the other's row as an overlap. An exclusion-constraint violation
 * (23P01) becomes 409 doctor_conflict, room_conflict or patient_conflict.
 */
export async function mappingOverlaps<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const cause = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
      if (cause?.code === '40P01' && attempt < DEADLOCK_RETRIES) continue;
      const mapped = cause?.code === '23P01' ? OVERLAPS[cause.constraint ?? ''] : undefined;
      throw mapped ? mapped() : error;
    }
  }
}
