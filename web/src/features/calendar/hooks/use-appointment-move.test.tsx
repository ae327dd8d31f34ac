import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBookedAppointment } from '../../../testing/booked-appointment.ts';
import { renderHookWithStore } from '../../../testing/render-with-store.tsx';
import { useAppointmentMove } from './use-appointment-move.ts';

function setup() {
  return renderHookWithStore(() => useAppointmentMove());
}

function drop(startIso: string, newStart: string) {
  const view = aBookedAppointment(startIso);
  return { view, revert: vi.fn(), event: { start: new Date(newStart), extendedProps: { view } } };
}

describe('moving an appointment by drag', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('snaps a drop to a start in the past back, with the spec text', () => {
    const { result, toasts } = setup();
    const info = drop('2026-11-26T09:00:00.000Z', '2026-11-25T08:00:00.000Z');
    act(() => result.current.onDrop(info as never));
    expect(info.revert).toHaveBeenCalledOnce();
    expect(result.current.pending).toBeNull();
    expect(toasts()).toEqual(['Vous ne pouvez pas déplacer un rendez-vous dans le passé']);
  });

  it('snaps an already past appointment back, with the spec text', () => {
    const { result, toasts } = setup();
    const info = drop('2026-11-24T09:00:00.000Z', '2026-11-27T08:00:00.000Z');
    act(() => result.current.onDrop(info as never));
    expect(info.revert).toHaveBeenCalledOnce();
    expect(toasts()).toEqual(['Vous ne pouvez pas modifier un rendez-vous déjà passé']);
  });

  it('opens the update panel at the dropped start, and restores the old time when it closes unsaved', () => {
    const { result } = setup();
    const info = drop('2026-11-26T09:00:00.000Z', '2026-11-27T13:00:00.000Z');
    act(() => result.current.onDrop(info as never));
    expect(result.current.pending).toMatchObject({ view: info.view, start: '2026-11-27T13:00:00.000Z' });
    expect(info.revert).not.toHaveBeenCalled();
    act(() => result.current.close(false));
    expect(info.revert).toHaveBeenCalledOnce();
    expect(result.current.pending).toBeNull();
  });

  it('proposes the doctor of the column an appointment was dropped in (multi-doctor view)', () => {
    const { result } = setup();
    const info = {
      ...drop('2026-11-26T09:00:00.000Z', '2026-11-27T13:00:00.000Z'),
      newResource: { id: 'doctor-2' },
    };
    act(() => result.current.onDrop(info as never));
    expect(result.current.pending?.doctor).toBe('doctor-2');
  });

  it('keeps the new time when the panel saved it', () => {
    const { result } = setup();
    const info = drop('2026-11-26T09:00:00.000Z', '2026-11-27T13:00:00.000Z');
    act(() => result.current.onDrop(info as never));
    act(() => result.current.close(true));
    expect(info.revert).not.toHaveBeenCalled();
  });
});
