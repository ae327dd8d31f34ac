import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { aBookedAppointment } from '../../../testing/booked-appointment.ts';
import { calendarAppointmentRoutes, calendarItemOf } from '../../../testing/calendar-appointments.ts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { renderHookWithStore } from '../../../testing/render-with-store.tsx';
import { useAppointmentMove } from './use-appointment-move.ts';

/** The schedule service knows the appointments dropped: the hook reads the whole one before the panel opens. */
const known: AppointmentView[] = [];

function setup() {
  const { calls } = mockFetch(...calendarAppointmentRoutes(() => known));
  return { calls, ...renderHookWithStore(() => useAppointmentMove()) };
}

/** An event dropped at `newStart`: it holds what the calendar draws of the appointment. */
function drop(startIso: string, newStart: string) {
  const view = aBookedAppointment(startIso);
  known.push(view);
  const appointment = calendarItemOf(view);
  return { view, revert: vi.fn(), event: { start: new Date(newStart), extendedProps: { appointment } } };
}

const reads = (calls: Call[]) => calls.filter((call) => /appointments\/[^/]+$/.test(call.url.pathname));

describe('moving an appointment by drag', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('snaps a drop to a start in the past back, with the spec text, without reading the appointment', () => {
    const { result, toasts, calls } = setup();
    const info = drop('2026-11-26T09:00:00.000Z', '2026-11-25T08:00:00.000Z');
    act(() => result.current.onDrop(info as never));
    expect(info.revert).toHaveBeenCalledOnce();
    expect(result.current.pending).toBeNull();
    expect(toasts()).toEqual(['Vous ne pouvez pas déplacer un rendez-vous dans le passé']);
    expect(reads(calls)).toEqual([]);
  });

  it('snaps an already past appointment back, with the spec text', () => {
    const { result, toasts } = setup();
    const info = drop('2026-11-24T09:00:00.000Z', '2026-11-27T08:00:00.000Z');
    act(() => result.current.onDrop(info as never));
    expect(info.revert).toHaveBeenCalledOnce();
    expect(toasts()).toEqual(['Vous ne pouvez pas modifier un rendez-vous déjà passé']);
  });

  it('opens the update panel on the whole appointment at the dropped start, and restores the old time when it closes unsaved', async () => {
    const { result, calls } = setup();
    const info = drop('2026-11-26T09:00:00.000Z', '2026-11-27T13:00:00.000Z');
    act(() => result.current.onDrop(info as never));
    await waitFor(() => expect(result.current.pending).not.toBeNull());
    expect(result.current.pending).toMatchObject({ view: info.view, start: '2026-11-27T13:00:00.000Z' });
    expect(reads(calls).map((call) => call.url.pathname)).toEqual([
      `/api/schedule/appointments/${info.view.appointment.id}`,
    ]);
    expect(info.revert).not.toHaveBeenCalled();
    act(() => result.current.close(false));
    expect(info.revert).toHaveBeenCalledOnce();
    expect(result.current.pending).toBeNull();
  });

  it('proposes the doctor of the column an appointment was dropped in (multi-doctor view)', async () => {
    const { result } = setup();
    const info = {
      ...drop('2026-11-26T09:00:00.000Z', '2026-11-27T13:00:00.000Z'),
      newResource: { id: 'doctor-2' },
    };
    act(() => result.current.onDrop(info as never));
    await waitFor(() => expect(result.current.pending?.doctor).toBe('doctor-2'));
  });

  it('keeps the new time when the panel saved it', async () => {
    const { result } = setup();
    const info = drop('2026-11-26T09:00:00.000Z', '2026-11-27T13:00:00.000Z');
    act(() => result.current.onDrop(info as never));
    await waitFor(() => expect(result.current.pending).not.toBeNull());
    act(() => result.current.close(true));
    expect(info.revert).not.toHaveBeenCalled();
  });

  it('snaps the appointment back, saying why, when it cannot be read any more', async () => {
    mockFetch(
      route('GET', '/api/schedule/appointments/0190a0b0-0000-7000-a000-999999999999', () =>
        json(404, { messageCode: 'schedule.appointment.missing', message: 'Unknown appointment' }),
      ),
    );
    const { result, toasts } = renderHookWithStore(() => useAppointmentMove());
    const gone = { ...calendarItemOf(aBookedAppointment('2026-11-26T09:00:00.000Z')) };
    gone.id = '0190a0b0-0000-7000-a000-999999999999';
    const info = {
      revert: vi.fn(),
      event: { start: new Date('2026-11-27T13:00:00.000Z'), extendedProps: { appointment: gone } },
    };
    act(() => result.current.onDrop(info as never));
    await waitFor(() => expect(info.revert).toHaveBeenCalledOnce());
    expect(result.current.pending).toBeNull();
    expect(toasts()).toHaveLength(1);
  });
});
