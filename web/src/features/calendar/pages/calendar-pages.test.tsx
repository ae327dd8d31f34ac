import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomDetails } from '@teleplan/proto/material-resources';
import { aBookedAppointment } from '../../../testing/booked-appointment.ts';
import { calendarAppointmentRoutes, calendarItemOf } from '../../../testing/calendar-appointments.ts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { aComposite, aProfile, pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ROOM = '0190a0b0-0000-7000-b000-000000000001';
const booked = aBookedAppointment('2026-11-26T09:00:00.000Z');

function aRoom(sectors: { id: string; name: string }[]): RoomDetails {
  return {
    room: {
      id: ROOM,
      name: 'Salle Nord',
      enabled: true,
      address: null,
      email: null,
      telephoneNumber: '+33100000000',
      url: 'https://visio.example.fr/nord',
      dpiUrl: null,
      description: null,
      virtual: false,
      latitude: 48.85,
      longitude: 2.35,
      zoneId: 'Europe/Paris',
      favoriteSectorId: null,
      roomType: null,
      manager: null,
      sectors,
      deleted: false,
    },
    roomTypeDetails: null,
    managerProfile: null,
    users: [],
  };
}

const emptyAvailability = (ids: string[]) =>
  Object.fromEntries(
    ids.map((id) => [
      id,
      { defaultAvailability: [], exceptionalAvailability: [], exceptionalUnavailability: [] },
    ]),
  );

function scheduleRoutes(appointments = [booked]) {
  return [
    ...calendarAppointmentRoutes(() => appointments),
    route('GET', '/api/schedule/availabilities/rooms', (call) =>
      json(200, emptyAvailability(call.url.searchParams.getAll('roomIds'))),
    ),
    route('GET', '/api/schedule/availabilities/doctors', (call) =>
      json(200, emptyAvailability(call.url.searchParams.getAll('doctorIds'))),
    ),
    route('GET', '/api/schedule/timeline/medical-presence', () => json(200, { dates: ['2026-11-26'] })),
  ];
}

const calendarCalls = (calls: Call[]) =>
  calls.filter((c) => c.url.pathname === '/api/schedule/appointments/calendar');

describe('calendar pages', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows a room user their room calendar without the rooms breadcrumb nor the availability link, moving in week view only', async () => {
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, aRoom([{ id: booked.appointment.sector, name: 'Cabinet Nord' }])),
      ),
      ...scheduleRoutes(),
    );
    const { user } = renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_USER' });

    expect(
      await screen.findByRole('heading', { name: 'Calendrier de la salle Salle Nord' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: "Fil d'Ariane" })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Disponibilités' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Cabinet digital' })).toBeNull();
    await waitFor(() => expect(calendarCalls(calls).length).toBeGreaterThan(0));
    const query = calendarCalls(calls)[0]!.url.searchParams;
    expect(query.getAll('roomIds')).toEqual([ROOM]);
    expect(
      screen.getByRole('button', { name: /jeudi 26 novembre 2026, Présence médicale/ }),
    ).toBeInTheDocument();

    expect(calls.filter((c) => c.url.pathname === '/api/schedule/appointments')).toEqual([]);
    await user.click(await screen.findByText('Marie Curie'));
    // The calendar list holds what the events draw: the panel reads the whole appointment.
    const detail = await screen.findByRole('complementary', { name: 'Rendez-vous' });
    expect(calls.map((c) => c.url.pathname)).toContain(`/api/schedule/appointments/${booked.appointment.id}`);
    expect(within(detail).getByRole('link', { name: 'Lien de la visioconférence' })).toHaveAttribute(
      'href',
      'https://visio.example.fr/nord',
    );
    expect(screen.getByRole('button', { name: 'Déplacer le rendez-vous' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mois' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Déplacer le rendez-vous' })).toBeNull());
    expect(document.querySelectorAll('.fc-col-header-cell')).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporter les rendez-vous' });
    expect(within(dialog).getByText('Rendez-vous de la salle sélectionnée')).toBeInTheDocument();
  });

  it('draws the calendar once, with its first week: nothing of FullCalendar while that week is asked for', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, aRoom([{ id: booked.appointment.sector, name: 'Cabinet Nord' }])),
      ),
      route(
        'GET',
        '/api/schedule/appointments/calendar',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
      ...scheduleRoutes(),
    );
    renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_USER' });

    await waitFor(() => expect(calendarCalls(calls)).toHaveLength(1));
    // FullCalendar's code is there (the lazy calendar takes the loaded module): only the data are awaited.
    await act(() => import('../components/schedule-calendar.tsx'));
    const region = screen.getByRole('region', { name: 'Calendrier des rendez-vous' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.querySelector('.fc')).toBeNull();

    act(() => answer(json(200, [calendarItemOf(booked)])));
    expect(await screen.findByText('Marie Curie')).toBeInTheDocument();
    expect(region.querySelectorAll('.fc')).toHaveLength(1);
    expect(region).not.toHaveAttribute('aria-busy');
  });

  it('gives the room calendar a “Nouveau rendez-vous” button opening the booking wizard at the room’s next free slot', async () => {
    const next = '2026-11-26T13:30:00.000Z';
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, aRoom([{ id: booked.appointment.sector, name: 'Cabinet Nord' }])),
      ),
      route('GET', '/api/schedule/timeline/rooms/bookable', () =>
        json(200, { steps: [{ start: next, end: next }] }),
      ),
      route('GET', '/api/schedule/arrangements/find/available-doctors', () => json(200, [])),
      ...scheduleRoutes(),
    );
    const { user } = renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_USER' });

    await user.click(await screen.findByRole('button', { name: 'Nouveau rendez-vous' }));
    const wizard = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
    await waitFor(() => expect(within(wizard).getByLabelText('Date')).toHaveValue('2026-11-26'));
    expect(await within(wizard).findByRole('combobox', { name: 'Heure de début' })).toHaveValue(next);
    expect(within(wizard).getByText('Le jeudi 26 novembre 2026 à 14:30')).toBeInTheDocument();
    const asked = calls.find((call) => call.url.pathname.endsWith('/rooms/bookable'))!.url.searchParams;
    expect([asked.get('roomId'), asked.get('sectorId')]).toEqual([ROOM, booked.appointment.sector]);
  });

  it('makes the free slots of the room calendar one tab stop, announced with their date and time, moved through with the arrows, Enter booking there', async () => {
    const weekly = (dayOfWeek: number, start: string, end: string) => ({
      id: `0190a0b0-0000-7000-c000-00000000000${dayOfWeek}`,
      owner: ROOM,
      ownerType: 'ROOM',
      dayOfWeek,
      interval: { start, end, zone: 'Europe/Paris' },
    });
    mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, aRoom([{ id: booked.appointment.sector, name: 'Cabinet Nord' }])),
      ),
      // Wednesday (today, 11:00 now) and Thursday, whose 10:00 to 10:30 is booked.
      route('GET', '/api/schedule/availabilities/rooms', () =>
        json(200, {
          [ROOM]: {
            defaultAvailability: [weekly(3, '09:00', '12:00'), weekly(4, '09:00', '10:30')],
            exceptionalAvailability: [],
            exceptionalUnavailability: [],
          },
        }),
      ),
      route('GET', '/api/schedule/arrangements/find/available-doctors', () => json(200, [])),
      ...scheduleRoutes(),
    );
    const { user } = renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_USER' });
    await screen.findByText('Marie Curie');

    const stop = await screen.findByRole('button', { name: /^Créneau libre/ });
    expect(screen.getAllByRole('button', { name: /^Créneau libre/ })).toHaveLength(1);
    expect(stop).toHaveAccessibleName('Créneau libre, mercredi 25 novembre 2026, 11:00');
    expect(stop.tabIndex).toBe(0);
    act(() => stop.focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Créneau libre/ })).toHaveAccessibleName(
      'Créneau libre, mercredi 25 novembre 2026, 11:10',
    );
    // The next day, at the free time closest to 11:10: its last before the appointment.
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowUp}');
    const chosen = screen.getByRole('button', { name: /^Créneau libre/ });
    expect(chosen).toHaveAccessibleName('Créneau libre, jeudi 26 novembre 2026, 09:40');
    expect(chosen).toHaveFocus();

    await user.keyboard('{Enter}');
    const wizard = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
    expect(await within(wizard).findByText('Le jeudi 26 novembre 2026 à 09:40')).toBeInTheDocument();
  });

  it("moves the mini month with the calendar's weeks and marks the week's days the calendar shows", async () => {
    mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, aRoom([{ id: booked.appointment.sector, name: 'Cabinet Nord' }])),
      ),
      ...scheduleRoutes(),
    );
    const { user } = renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_USER' });
    await screen.findByText('Marie Curie');
    const picker = screen.getByRole('region', { name: 'Choisir un jour' });
    const marked = () =>
      [...picker.querySelectorAll('td.mini-month__in-view button')].map((day) =>
        day.getAttribute('data-date'),
      );
    // Monday to Friday: the weekends are hidden while nothing falls on them.
    const days = (month: string, ...dates: number[]) =>
      dates.map((date) => `2026-${month}-${String(date).padStart(2, '0')}`);

    expect(within(picker).getByRole('heading', { name: 'novembre 2026' })).toBeInTheDocument();
    expect(marked()).toEqual(days('11', 23, 24, 25, 26, 27));
    const next = document.querySelector<HTMLButtonElement>('.fc-next-button')!;
    // A week across two months keeps the month shown.
    await user.click(next);
    await waitFor(() => expect(marked()).toEqual([...days('11', 30), ...days('12', 1, 2, 3, 4)]));
    expect(within(picker).getByRole('heading', { name: 'novembre 2026' })).toBeInTheDocument();
    await user.click(next);
    await waitFor(() =>
      expect(within(picker).getByRole('heading', { name: 'décembre 2026' })).toBeInTheDocument(),
    );
    expect(marked()).toEqual(days('12', 7, 8, 9, 10, 11));
    // A month's view is the month itself: nothing marked.
    await user.click(screen.getByRole('button', { name: 'Mois' }));
    await waitFor(() => expect(marked()).toEqual([]));
  });

  it('keeps a canceled appointment in its panel, saying so, once it has left the calendar', async () => {
    const appointments = [booked];
    mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, aRoom([{ id: booked.appointment.sector, name: 'Cabinet Nord' }])),
      ),
      route('DELETE', `/api/schedule/appointments/${booked.appointment.id}/cancel`, () => {
        const canceled = { ...booked, appointment: { ...booked.appointment, canceled: true } };
        appointments[0] = canceled;
        return json(200, canceled);
      }),
      ...scheduleRoutes(appointments),
    );
    const { user } = renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_MANAGER' });
    await user.click(await screen.findByText('Marie Curie'));
    await user.click(await screen.findByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await user.type(within(dialog).getByLabelText("Motif d'annulation"), 'Patient hospitalisé');
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    const panel = screen.getByRole('complementary', { name: 'Rendez-vous' });
    await waitFor(() => expect(within(panel).getByText('Annulé')).toBeInTheDocument());
    expect(within(panel).getByRole('heading', { name: 'Rendez-vous' })).toHaveFocus();
    expect(within(panel).queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Marie Curie', { selector: '.fc *' })).toBeNull());
  });

  it('announces each appointment with its date, times and patient (the date is in a column header only)', async () => {
    mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, aRoom([{ id: booked.appointment.sector, name: 'Cabinet Nord' }])),
      ),
      ...scheduleRoutes(),
    );
    renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_USER' });
    const event = (await screen.findByText('Marie Curie')).closest('.appointment-event')!;
    expect(event.getAttribute('aria-label')).toMatch(
      /^jeudi 26 novembre 2026, de 10:00 à 10:30 : .*Marie Curie/,
    );
  });

  it("opens a room user's 'mine' calendar on their own room once it is known, never asking for a room 'mine'", async () => {
    const { calls } = mockFetch(
      route('GET', '/api/material-resources/get-room-user/0190a0b0-0000-7000-8000-000000000001', () =>
        json(200, { roomId: ROOM, userId: 'u', username: 'camille' }),
      ),
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, aRoom([{ id: booked.appointment.sector, name: 'Cabinet Nord' }])),
      ),
      ...scheduleRoutes(),
    );
    renderApp('/app/rooms/mine/calendar', { role: 'ROOM_USER' });

    expect(
      await screen.findByRole('heading', { name: 'Calendrier de la salle Salle Nord' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calendarCalls(calls).length).toBeGreaterThan(0));
    expect(calls.filter((call) => call.url.href.includes('mine'))).toEqual([]);
  });

  it('gives admins the rooms breadcrumb, the availability link, the sector selector of a shared room, and blank titles', async () => {
    const sectors = [
      { id: booked.appointment.sector, name: 'Cabinet Nord' },
      { id: '0190a0b0-0000-7000-b000-0000000000e2', name: 'Cabinet Sud' },
    ];
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () => json(200, aRoom(sectors))),
      ...scheduleRoutes(),
    );
    const { user } = renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ADMIN' });

    const breadcrumb = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Salles' })).toHaveAttribute(
      'href',
      '/app/rooms/list',
    );
    expect(screen.getByRole('link', { name: 'Disponibilités' })).toHaveAttribute(
      'href',
      `/app/rooms/${ROOM}/availability`,
    );
    const selector = await screen.findByRole('combobox', { name: 'Cabinet digital' });
    await user.selectOptions(selector, 'Cabinet Sud');
    await waitFor(() =>
      expect(calendarCalls(calls).at(-1)!.url.searchParams.getAll('sectorIds')).toEqual([sectors[1]!.id]),
    );
    await waitFor(() => expect(document.querySelector('.appointment-event')).not.toBeNull());
    expect(screen.queryByText('Marie Curie')).toBeNull();
  });

  it('shows a doctor their calendar without the doctors breadcrumb, weekends only when something falls on one', async () => {
    const doctor = booked.appointment.doctor;
    const saturday = {
      [doctor]: {
        defaultAvailability: [
          {
            id: '0190a0b0-0000-7000-c000-000000000001',
            owner: doctor,
            ownerType: 'DOCTOR',
            dayOfWeek: 6,
            interval: { start: '09:00', end: '12:00', zone: 'Europe/Paris' },
          },
        ],
        exceptionalAvailability: [],
        exceptionalUnavailability: [],
      },
    };
    let weekend = false;
    mockFetch(
      route('GET', `/api/accounts/profile/${doctor}`, () =>
        json(200, aProfile({ id: doctor, firstName: 'Gregory', lastName: 'House' })),
      ),
      route('GET', '/api/schedule/availabilities/doctors', (call) =>
        json(200, weekend ? saturday : emptyAvailability(call.url.searchParams.getAll('doctorIds'))),
      ),
      ...scheduleRoutes(),
    );
    const first = renderApp(`/app/doctors/${doctor}/calendar`, { role: 'DOCTOR', sub: doctor });

    expect(await screen.findByRole('heading', { name: 'Calendrier de Gregory House' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: "Fil d'Ariane" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Disponibilités' })).toHaveAttribute(
      'href',
      `/app/doctors/${doctor}/availability`,
    );
    await screen.findByText('Marie Curie');
    expect(document.querySelectorAll('.fc-col-header-cell')).toHaveLength(5);
    first.unmount();

    weekend = true;
    renderApp(`/app/doctors/${doctor}/calendar`, { role: 'DOCTOR', sub: doctor });
    await screen.findByText('Marie Curie');
    await waitFor(() => expect(document.querySelectorAll('.fc-col-header-cell')).toHaveLength(7));
  });

  it('caps the multi-doctor view at 3 doctors, shows them as columns and remembers them on the device', async () => {
    const doctors = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((lastName) =>
      aComposite(aProfile({ lastName, firstName: 'Doc' })),
    );
    mockFetch(
      route('GET', '/api/user-profiles/by-query', () => json(200, pageOf(doctors, 4, 999))),
      ...scheduleRoutes([]),
    );
    const first = renderApp('/app/doctors/list/multiview-doctors', { role: 'ADMIN' });

    expect(await screen.findByRole('heading', { name: 'Vue multi-médecins' })).toBeInTheDocument();
    expect(screen.getByText('Veuillez choisir au moins un médecin.')).toBeInTheDocument();
    for (const name of ['Alpha Doc', 'Bravo Doc', 'Charlie Doc'])
      await first.user.click(await screen.findByRole('checkbox', { name }));
    expect(screen.getByRole('checkbox', { name: 'Delta Doc' })).toBeDisabled();
    expect(screen.queryByText('Veuillez choisir au moins un médecin.')).toBeNull();
    expect(await screen.findAllByText('Charlie Doc')).not.toHaveLength(1);
    first.unmount();

    renderApp('/app/doctors/list/multiview-doctors', { role: 'ADMIN' });
    expect(await screen.findByRole('checkbox', { name: 'Alpha Doc' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Delta Doc' })).not.toBeChecked();
    expect(screen.getByText('3 médecins choisis — Trois médecins au plus.')).toBeInTheDocument();
  });
});
