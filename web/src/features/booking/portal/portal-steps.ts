import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Profile } from '@teleplan/proto/accounts';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { EMPTY_CHOICE, type BookingChoice } from '../components/booking-choice.ts';
import type { PortalRoom } from './portal-rooms.ts';

/** The portal's four steps: 1 room, 2 time slot, 3 doctor and patient, 4 confirmation. */
export type PortalStep = 1 | 2 | 3 | 4;
export const PORTAL_STEPS: readonly PortalStep[] = [1, 2, 3, 4];

export interface PortalState {
  step: PortalStep;
  room: PortalRoom | null;
  /** The chosen start, an ISO instant. */
  start: string | null;
  choice: BookingChoice;
  patient: Profile | null;
  booked: AppointmentView | null;
  /** The words of the refusal when the slot chosen was taken meanwhile, shown on step 2 until another is chosen. */
  slotTaken: string | null;
}

export type PortalAction =
  | { type: 'room'; room: PortalRoom }
  | { type: 'slot'; start: string }
  | { type: 'choice'; change: Partial<BookingChoice> }
  | { type: 'patient'; patient: Profile | null }
  | { type: 'booked'; booked: AppointmentView }
  | { type: 'slotTaken'; message: string }
  | { type: 'goTo'; step: PortalStep }
  | { type: 'restart' };

export const PORTAL_START: PortalState = {
  step: 1,
  room: null,
  start: null,
  choice: EMPTY_CHOICE,
  patient: null,
  booked: null,
  slotTaken: null,
};

/** Back on step 2: the room stays; the doctor, the start and the patient go. */
const backToSlots = (state: PortalState): PortalState => ({
  ...state,
  step: 2,
  start: null,
  choice: { ...state.choice, doctorId: null, patientId: null },
  patient: null,
});

/** Whether the stepper lets the person go back to `step`: an earlier step, completed, before the booking. */
export const canGoBackTo = (state: PortalState, step: PortalStep) => step < state.step && state.step < 4;

/**
 * The portal's transitions (docs/screens.md#booking): each choice opens the next step; going back to step 1
 * clears the selection, to step 2 keeps the room and clears the doctor, the start and the patient. A slot taken
 * meanwhile returns to step 2 with the refusal's words (the patient kept: they were found or created already).
 * Once booked, only a restart leads on.
 */
export function portalReducer(state: PortalState, action: PortalAction): PortalState {
  switch (action.type) {
    case 'room':
      return { ...PORTAL_START, step: 2, room: action.room };
    case 'slot':
      return state.room ? { ...state, step: 3, start: action.start, slotTaken: null } : state;
    case 'choice':
      return { ...state, choice: { ...state.choice, ...action.change } };
    case 'patient':
      return {
        ...state,
        patient: action.patient,
        choice: { ...state.choice, patientId: action.patient?.id ?? null },
      };
    case 'booked':
      return { ...state, step: 4, booked: action.booked };
    case 'slotTaken':
      return {
        ...state,
        step: 2,
        start: null,
        choice: { ...state.choice, doctorId: null },
        slotTaken: action.message,
      };
    case 'goTo':
      if (!canGoBackTo(state, action.step)) return state;
      if (action.step === 1) return PORTAL_START;
      if (action.step === 2) return backToSlots(state);
      return { ...state, step: action.step };
    case 'restart':
      return PORTAL_START;
  }
}

const SLOT_GONE: ReadonlySet<string> = new Set([
  MessageCodes.scheduleAppointments.roomConflict,
  MessageCodes.scheduleAppointments.doctorConflict,
  MessageCodes.scheduleAppointments.roomUnavailable,
  MessageCodes.scheduleAppointments.doctorUnavailable,
  MessageCodes.scheduleAppointments.startInPast,
]);

/** Whether a refused booking means the slot went meanwhile (someone else took it, or it passed): back to step 2. */
export const slotWentMeanwhile = (messageCode: string | null) =>
  messageCode !== null && SLOT_GONE.has(messageCode);
