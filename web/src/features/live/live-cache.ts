import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import { scheduleApi } from '../../shared/schedule/schedule-api.ts';
import type { SharedState } from '../../shared/store/shared-state.ts';
import { calendarAfter, concernsAgenda } from './domain/live-cache-rules.ts';

type ApiState = Parameters<typeof scheduleApi.util.selectCachedArgsForQuery>[0];
/** The store's dispatch as the live feed uses it: the session's thunks and the API cache's. */
export type LiveDispatch = ThunkDispatch<SharedState & ApiState, unknown, UnknownAction>;

/** Asked again even when fresh, without keeping the entry alive beyond the screens that use it. */
const AGAIN = { subscribe: false, forceRefetch: true } as const;

/**
 * Applies one live event to what the screens hold (docs/screens.md#live-updates): every cached calendar list is
 * patched in place by the calendar rules, without a request; the agenda lists and the detail of the appointment
 * that the event concerns are asked again (they carry details the event has not: names, contacts).
 */
export function applyLiveEvent(event: LiveAppointmentEvent) {
  return (dispatch: LiveDispatch, getState: () => ApiState) => {
    const state = getState();
    for (const arg of scheduleApi.util.selectCachedArgsForQuery(state, 'calendarAppointments')) {
      dispatch(
        scheduleApi.util.updateQueryData(
          'calendarAppointments',
          arg,
          (list) => calendarAfter(list, arg, event) ?? undefined,
        ),
      );
    }
    for (const arg of scheduleApi.util.selectCachedArgsForQuery(state, 'appointments')) {
      if (concernsAgenda(arg, event)) void dispatch(scheduleApi.endpoints.appointments.initiate(arg, AGAIN));
    }
    for (const id of scheduleApi.util.selectCachedArgsForQuery(state, 'appointment')) {
      if (id === event.appointment.id) void dispatch(scheduleApi.endpoints.appointment.initiate(id, AGAIN));
    }
  };
}

/** The server could not replay what was missed: every appointment list shown is asked again. */
export function reloadAppointments() {
  return scheduleApi.util.invalidateTags(['Appointments']);
}
