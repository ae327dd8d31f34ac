import { describe, expect, it } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { aProfile } from '../../../testing/profiles.ts';
import type { PortalRoom } from './portal-rooms.ts';
import {
  canGoBackTo,
  PORTAL_START,
  portalReducer,
  slotWentMeanwhile,
  type PortalState,
} from './portal-steps.ts';

const room = {
  room: { id: 'r1', name: 'Argence' },
  sectorId: 's1',
  distanceKm: null,
} as unknown as PortalRoom;
const patient = aProfile();
const START = '2026-11-23T09:00:00.000Z';

/** A portal on step 3 with everything chosen. */
function onDetails(): PortalState {
  let state = portalReducer(PORTAL_START, { type: 'room', room });
  state = portalReducer(state, { type: 'slot', start: START });
  state = portalReducer(state, { type: 'choice', change: { doctorId: 'd1', reason: 'noTreatingDoctor' } });
  return portalReducer(state, { type: 'patient', patient });
}

describe('the portal’s steps', () => {
  it('opens each step with its choice: a room, then a slot, then the booking', () => {
    const details = onDetails();
    expect(details).toMatchObject({ step: 3, room, start: START, patient });
    expect(details.choice).toMatchObject({
      doctorId: 'd1',
      reason: 'noTreatingDoctor',
      patientId: patient.id,
    });
    const booked = portalReducer(details, { type: 'booked', booked: {} as AppointmentView });
    expect(booked.step).toBe(4);
  });

  it('goes back to step 2 keeping the room and the reason, clearing the doctor, the start and the patient', () => {
    const back = portalReducer(onDetails(), { type: 'goTo', step: 2 });
    expect(back).toMatchObject({ step: 2, room, start: null, patient: null });
    expect(back.choice).toMatchObject({ doctorId: null, patientId: null, reason: 'noTreatingDoctor' });
  });

  it('goes back to step 1 clearing the selection', () => {
    expect(portalReducer(onDetails(), { type: 'goTo', step: 1 })).toEqual(PORTAL_START);
  });

  it('never goes forward by the stepper, nor back once booked; a restart does', () => {
    const onSlots = portalReducer(PORTAL_START, { type: 'room', room });
    expect(portalReducer(onSlots, { type: 'goTo', step: 3 })).toBe(onSlots);
    const booked = portalReducer(onDetails(), { type: 'booked', booked: {} as AppointmentView });
    expect(canGoBackTo(booked, 2)).toBe(false);
    expect(portalReducer(booked, { type: 'goTo', step: 2 })).toBe(booked);
    expect(portalReducer(booked, { type: 'restart' })).toEqual(PORTAL_START);
  });

  it('returns to step 2 when the slot went meanwhile, saying why, with the patient kept', () => {
    const taken = portalReducer(onDetails(), { type: 'slotTaken', message: 'Cette salle est déjà occupée' });
    expect(taken).toMatchObject({
      step: 2,
      room,
      start: null,
      patient,
      slotTaken: 'Cette salle est déjà occupée',
    });
    expect(taken.choice.doctorId).toBeNull();
    expect(portalReducer(taken, { type: 'slot', start: START }).slotTaken).toBeNull();
  });

  it('takes a conflict or an unavailability for a slot gone, other refusals not', () => {
    expect(slotWentMeanwhile('schedule.appointment.room_conflict')).toBe(true);
    expect(slotWentMeanwhile('schedule.appointment.doctor_unavailable')).toBe(true);
    expect(slotWentMeanwhile('schedule.appointment.patient_conflict')).toBe(false);
    expect(slotWentMeanwhile(null)).toBe(false);
  });
});
