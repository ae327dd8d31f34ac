import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { STORAGE_KEYS } from '../../../shared/storage/device-storage.ts';
import { aBookedAppointment } from '../../../testing/booked-appointment.ts';
import { calendarAppointmentRoutes } from '../../../testing/calendar-appointments.ts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { aComposite, aProfile, pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const paid = aBookedAppointment('2026-11-26T09:00:00.000Z', { paid: true });
const { id, doctor } = paid.appointment;
const noAvailability = {
  [doctor]: { defaultAvailability: [], exceptionalAvailability: [], exceptionalUnavailability: [] },
};

/** The schedule as the server keeps it: the payment PATCH changes it, `gone` makes the appointment unreadable. */
function platform() {
  const state = { current: paid as AppointmentView, gone: false };
  const mock = mockFetch(
    route('GET', '/api/user-profiles/by-query', () =>
      json(200, pageOf([aComposite(aProfile({ id: doctor, firstName: 'Gregory', lastName: 'House' }))])),
    ),
    ...calendarAppointmentRoutes(() => (state.gone ? [] : [state.current])),
    route('PATCH', `/api/schedule/appointments/${id}/payment`, (call) => {
      const paidNow = call.url.searchParams.get('paid') === 'true';
      state.current = { ...state.current, appointment: { ...state.current.appointment, paid: paidNow } };
      return json(200, state.current);
    }),
    route('GET', '/api/schedule/availabilities/doctors', () => json(200, noAvailability)),
  );
  return { state, ...mock };
}

async function openPanel(role: Role) {
  localStorage.setItem(STORAGE_KEYS.planningDoctors, JSON.stringify([doctor]));
  const view = renderApp('/app/doctors/list/multiview-doctors', { role });
  await waitFor(() => expect(document.querySelector('.appointment-event')).not.toBeNull());
  await view.user.click(document.querySelector<HTMLElement>('.appointment-event')!);
  const panel = await screen.findByRole('complementary', { name: 'Rendez-vous' });
  const toasts = () => view.store.getState().toasts.items.map((toast) => toast.text);
  return { ...view, panel, toasts };
}

const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.url.pathname === '/api/schedule/appointments/calendar');

describe("the multi-doctor view's appointment panel", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sets a paid appointment unpaid again and shows it refreshed, with the patient-absent action', async () => {
    const { calls } = platform();
    const { user, panel, toasts } = await openPanel('ADMIN');

    expect(within(panel).getByRole('checkbox', { name: 'Payé' })).toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Patient absent' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remettre non payé' }));

    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: 'Payé' })).not.toBeChecked());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.searchParams.get('paid')).toBe('false');
    expect(within(panel).queryByRole('button', { name: 'Remettre non payé' })).toBeNull();
    expect(toasts()).toContain('Rendez-vous marqué non payé');
  });

  it('offers no unpaid action for an appointment that is not paid', async () => {
    const { state } = platform();
    state.current = { ...paid, appointment: { ...paid.appointment, paid: false } };
    const { panel } = await openPanel('SUPER_ADMIN');

    expect(within(panel).getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Remettre non payé' })).toBeNull();
  });

  it('minimizes the panel to a bar whose button, focused, restores it with the focus on minimize', async () => {
    platform();
    const { user, panel } = await openPanel('ADMIN');

    await user.click(within(panel).getByRole('button', { name: 'Réduire' }));
    expect(screen.queryByRole('complementary', { name: 'Rendez-vous' })).toBeNull();
    expect(screen.getByText('Rendez-vous du jeudi 26 novembre 2026 à 10:00')).toBeInTheDocument();
    const restore = screen.getByRole('button', { name: 'Afficher le détail' });
    expect(restore).toHaveFocus();
    expect(restore).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    const again = screen.getByRole('complementary', { name: 'Rendez-vous' });
    expect(within(again).getByRole('button', { name: 'Réduire' })).toHaveFocus();
  });

  it('reloads the appointment and the calendar, and closes the panel when the appointment is gone', async () => {
    const { state, calls } = platform();
    const { user, panel, toasts } = await openPanel('ADMIN');
    const listsBefore = listCalls(calls).length;

    state.current = { ...paid, appointment: { ...paid.appointment, comment: 'Rappeler la famille' } };
    await user.click(within(panel).getByRole('button', { name: 'Recharger' }));
    expect(await within(panel).findByText('Rappeler la famille')).toBeInTheDocument();
    // Read once when the panel opened, once more by the reload.
    expect(calls.filter((c) => c.url.pathname === `/api/schedule/appointments/${id}`)).toHaveLength(2);
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));

    state.gone = true;
    await user.click(within(panel).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Rendez-vous' })).toBeNull());
    expect(toasts()).toContain('Ce rendez-vous n’est plus disponible.');
  });
});
