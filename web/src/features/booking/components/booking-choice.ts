import { APPOINTMENT_COMMENT_MAX_LENGTH, type NewAppointment } from '@teleplan/proto/schedule-appointments';

/** Why the patient comes: the flags noTreatingDoctor / treatingDoctorNotAvailable (docs/scheduling-rules.md). */
export type BookingReason = 'noTreatingDoctor' | 'treatingDoctorNotAvailable';

/** What the staff chose in step 1 of the booking wizard. */
export interface BookingChoice {
  doctorId: string | null;
  reason: BookingReason | null;
  fromC15: boolean;
  patientId: string | null;
}

export const EMPTY_CHOICE: BookingChoice = { doctorId: null, reason: null, fromC15: false, patientId: null };

/** The first missing choice of step 1, as a text key of the booking texts; null when step 2 may open. */
export function missingChoice(choice: BookingChoice): 'selectDoctor' | 'pickReason' | 'pickPatient' | null {
  if (!choice.doctorId) return 'selectDoctor';
  if (!choice.reason) return 'pickReason';
  if (!choice.patientId) return 'pickPatient';
  return null;
}

/** The patient picker appears only once a doctor and a reason are set (docs/screens.md#booking). */
export const showsPatientPicker = (choice: BookingChoice) => !!choice.doctorId && !!choice.reason;

export const commentFits = (comment: string) => comment.length <= APPOINTMENT_COMMENT_MAX_LENGTH;

export interface BookingPlace {
  roomId: string;
  sectorId: string;
  start: string;
  zone: string;
}

/** The POST body of a complete choice; a blank comment is sent as null. */
export function newAppointmentBody(
  place: BookingPlace,
  choice: BookingChoice,
  comment: string,
): NewAppointment {
  if (missingChoice(choice)) throw new Error('The booking choice is not complete');
  const trimmed = comment.trim();
  return {
    room: place.roomId,
    sector: place.sectorId,
    startTime: place.start,
    zone: place.zone,
    doctor: choice.doctorId!,
    patient: choice.patientId!,
    fromC15: choice.fromC15,
    noTreatingDoctor: choice.reason === 'noTreatingDoctor',
    treatingDoctorNotAvailable: choice.reason === 'treatingDoctorNotAvailable',
    comment: trimmed ? trimmed : null,
  };
}
