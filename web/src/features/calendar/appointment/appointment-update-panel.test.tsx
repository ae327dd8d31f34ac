import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBookedAppointment } from '../../../testing/booked-appointment.ts';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { AppointmentUpdatePanel } from './appointment-update-panel.tsx';

const view = aBookedAppointment('2026-11-26T09:00:00.000Z');
const { id, room, doctor, patient } = view.appointment;
const OTHER_DOCTOR = '0190a0b0-0000-7000-b000-0000000000d2';

function schedule(bookable: string[]) {
  return mockFetch(
    route('GET', '/api/schedule/timeline/rooms/bookable', () =>
      json(200, { steps: bookable.map((start) => ({ start, end: start, doctorIds: [doctor] })) }),
    ),
    route('GET', '/api/schedule/arrangements/find/available-doctors', () =>
      json(200, [
        { id: doctor, firstName: 'Gregory', lastName: 'House', email: null, consultationDuration: 20 },
        { id: OTHER_DOCTOR, firstName: 'Meredith', lastName: 'Grey', email: null, consultationDuration: 20 },
      ]),
    ),
    route('PATCH', `/api/schedule/appointments/${id}`, () => json(200, view)),
  );
}

describe('appointment update panel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves without a mouse: a date, a free start announced to screen readers, a doctor, then the PATCH', async () => {
    const { calls } = schedule(['2026-11-27T13:00:00.000Z', '2026-11-27T13:10:00.000Z']);
    const onClose = vi.fn();
    renderWithStore(<AppointmentUpdatePanel view={view} zone="Europe/Paris" onClose={onClose} />);
    const user = userEvent.setup();

    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-27');
    const time = await screen.findByRole('combobox', { name: 'Heure de début' });
    const bookable = calls.filter((c) => c.url.pathname.endsWith('/bookable')).at(-1)!;
    expect(bookable.url.searchParams.get('from')).toBe('2026-11-26T23:00:00.000Z');
    await user.selectOptions(time, '14:10');
    expect(screen.getByTestId('chosen-slot')).toHaveTextContent(
      'Créneau choisi : vendredi 27 novembre 2026 à 14:10',
    );
    expect(screen.getByTestId('chosen-slot')).toHaveAttribute('aria-live', 'polite');

    const doctors = await screen.findByRole('combobox', { name: 'Médecin' });
    const query = calls.find((c) => c.url.pathname.endsWith('/available-doctors'))!.url.searchParams;
    expect(query.get('ignoredAppointmentId')).toBe(id);
    expect(query.get('patientId')).toBe(patient);
    expect(query.get('withDetails')).toBe('true');
    expect(query.get('startTime')).toBe('2026-11-27T13:10:00.000Z');
    await user.selectOptions(doctors, OTHER_DOCTOR);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({
      room,
      doctor: OTHER_DOCTOR,
      startTime: '2026-11-27T13:10:00.000Z',
      zone: 'Europe/Paris',
    });
  });

  it('asks a time in 10-minute steps when the day has no known free slot', async () => {
    const { calls } = schedule([]);
    const onClose = vi.fn();
    renderWithStore(<AppointmentUpdatePanel view={view} zone="Europe/Paris" onClose={onClose} />);
    const user = userEvent.setup();
    const time = await screen.findByLabelText('Heure de début');
    expect(time).toHaveAttribute('step', '600');
    await user.type(time, '15:25');
    expect(screen.queryByRole('combobox', { name: 'Médecin' })).toBeNull();
    await user.clear(time);
    await user.type(time, '15:20');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Médecin' }), doctor);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body).startTime).toBe(
      '2026-11-26T14:20:00.000Z',
    );
  });

  it('offers the dropped start and reports a server refusal, closing as unsaved so the calendar restores it', async () => {
    const { calls } = mockFetch(
      route('GET', '/api/schedule/timeline/rooms/bookable', () => json(200, { steps: [] })),
      route('GET', '/api/schedule/arrangements/find/available-doctors', () =>
        json(200, [
          { id: doctor, firstName: 'Gregory', lastName: 'House', email: null, consultationDuration: 20 },
        ]),
      ),
      route('PATCH', `/api/schedule/appointments/${id}`, () =>
        json(409, { messageCode: 'schedule.appointment.doctor_conflict', message: 'conflict' }),
      ),
    );
    const onClose = vi.fn();
    const { store } = renderWithStore(
      <AppointmentUpdatePanel
        view={view}
        zone="Europe/Paris"
        initialStart="2026-11-26T14:00:00.000Z"
        onClose={onClose}
      />,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Heure de début' })).toHaveValue(
      '2026-11-26T14:00:00.000Z',
    );
    await screen.findByRole('combobox', { name: 'Médecin' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(true);
    expect(store.getState().toasts.items[0]!.kind).toBe('error');
  });

  it('offers only the doctors free at the start shown, not those of the start chosen before', async () => {
    const [first, second] = ['2026-11-27T13:00:00.000Z', '2026-11-27T13:10:00.000Z'];
    let answer: (response: Response) => void = () => undefined;
    mockFetch(
      route('GET', '/api/schedule/timeline/rooms/bookable', () =>
        json(200, { steps: [first, second].map((start) => ({ start, end: start, doctorIds: [doctor] })) }),
      ),
      route('GET', '/api/schedule/arrangements/find/available-doctors', (call) =>
        call.url.searchParams.get('startTime') === second
          ? new Promise<Response>((resolve) => (answer = resolve))
          : json(200, [
              {
                id: OTHER_DOCTOR,
                firstName: 'Meredith',
                lastName: 'Grey',
                email: null,
                consultationDuration: 20,
              },
            ]),
      ),
    );
    renderWithStore(<AppointmentUpdatePanel view={view} zone="Europe/Paris" onClose={vi.fn()} />);
    const user = userEvent.setup();
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-27');
    const time = await screen.findByRole('combobox', { name: 'Heure de début' });
    await user.selectOptions(time, '14:00');
    expect(await screen.findByRole('option', { name: 'Meredith Grey' })).toBeInTheDocument();
    await user.selectOptions(time, '14:10');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Meredith Grey' })).toBeNull());
    answer(json(200, []));
    expect(await screen.findByText("Aucun médecin n'est disponible à cette heure.")).toBeInTheDocument();
  });
});
