import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAppointment } from '../../testing/appointments.ts';
import { json, mockFetch, route, type Call } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { agendaStrip, splitAgendaDay } from './agenda-day.ts';

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000d1';
const ROOM = '0190a0b0-0000-7000-8000-0000000000f1';

const listCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/schedule/appointments');

describe('agenda strip and day', () => {
  it('shows three days before and three after the selected day, across month and year ends', () => {
    expect(agendaStrip('2026-11-22')).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(agendaStrip('2027-01-01')).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });

  it('puts the first appointment not over first, the other upcoming ones after, and leaves canceled ones out', () => {
    const now = new Date('2026-11-22T10:05:00.000Z');
    const past = anAppointment('2026-11-22T08:00:00.000Z', 20, { patientName: 'Passé' });
    const running = anAppointment('2026-11-22T10:00:00.000Z', 20, { patientName: 'EnCours' });
    const later = anAppointment('2026-11-22T14:00:00.000Z', 20, { patientName: 'Après' });
    const canceled = anAppointment('2026-11-22T12:00:00.000Z', 20, { canceled: true });
    const day = splitAgendaDay([later, canceled, past, running], now, true);
    expect(day.next).toBe(running);
    expect(day.later).toEqual([later]);
    expect(day.past).toEqual([past]);
  });
});

describe('agenda viewer on the home page', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("shows a doctor their day's next and upcoming appointments, asked for that local day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T07:00:00.000Z'));
    const { calls } = mockFetch(
      route('GET', '/api/schedule/appointments', () =>
        json(200, [
          anAppointment('2026-11-22T13:00:00.000Z', 20, {
            patientName: 'Durand',
            doctor: DOCTOR,
            room: ROOM,
          }),
          anAppointment('2026-11-22T09:00:00.000Z', 20, {
            patientName: 'Martin',
            doctor: DOCTOR,
            room: ROOM,
          }),
        ]),
      ),
    );
    renderApp('/app/home', { role: 'DOCTOR', sub: DOCTOR });

    const agenda = await screen.findByRole('region', { name: 'Mon agenda' });
    const nextTitle = await within(agenda).findByRole('heading', { name: 'Votre prochain rendez-vous' });
    expect(nextTitle.nextElementSibling).toHaveTextContent('10:00 – 10:20Martin LéaSalle Bleue');
    expect(
      within(agenda).getByRole('heading', { name: 'Rendez-vous à venir dans la journée' }).nextElementSibling,
    ).toHaveTextContent('Durand Léa');
    const asked = listCalls(calls)[0]!.url.searchParams;
    expect(asked.getAll('doctorIds')).toEqual([DOCTOR]);
    expect(asked.get('horizonStart')).toBe('2026-11-21T23:00:00.000Z');
    expect(asked.get('horizonEnd')).toBe('2026-11-22T23:00:00.000Z');
    expect(asked.get('withDetails')).toBe('true');
  });

  it('moves by day, by month and back to today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T07:00:00.000Z'));
    const { calls } = mockFetch(route('GET', '/api/schedule/appointments', () => json(200, [])));
    renderApp('/app/home', { role: 'DOCTOR', sub: DOCTOR });
    const agenda = await screen.findByRole('region', { name: 'Mon agenda' });
    const days = within(agenda).getByRole('list', { name: 'Jours' });
    expect(within(days).getAllByRole('button')).toHaveLength(7);
    expect(within(days).getByRole('button', { name: 'dim. 22 novembre 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await within(agenda).findByText('Aucun rendez-vous à venir ce jour-là.')).toBeInTheDocument();

    fireEvent.click(within(days).getByRole('button', { name: 'mar. 24 novembre 2026' }));
    expect(within(days).getByRole('button', { name: 'sam. 21 novembre 2026' })).toBeInTheDocument();
    expect(within(days).getByRole('button', { name: 'ven. 27 novembre 2026' })).toBeInTheDocument();

    fireEvent.click(within(agenda).getByRole('button', { name: /Mois suivant/ }));
    expect(within(days).getByRole('button', { name: 'jeu. 24 décembre 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.url.searchParams.get('horizonStart')).toBe('2026-12-23T23:00:00.000Z'),
    );
    fireEvent.click(within(agenda).getByRole('button', { name: /Mois précédent/ }));
    fireEvent.click(within(agenda).getByRole('button', { name: /Mois précédent/ }));
    expect(within(days).getByRole('button', { name: 'sam. 24 octobre 2026' })).toBeInTheDocument();

    fireEvent.click(within(agenda).getByRole('button', { name: "Revenir à aujourd'hui" }));
    expect(within(days).getByRole('button', { name: 'dim. 22 novembre 2026' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(within(agenda).queryByRole('button', { name: "Revenir à aujourd'hui" })).toBeNull();
  });

  it('refreshes itself every 300000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { calls } = mockFetch(route('GET', '/api/schedule/appointments', () => json(200, [])));
    renderApp('/app/home', { role: 'DOCTOR', sub: DOCTOR });
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(299_000);
    expect(listCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it("shows a room user their room's agenda, and an admin none", async () => {
    const { calls } = mockFetch(
      route('GET', '/api/schedule/appointments', () => json(200, [])),
      route('GET', /* the room user's workplace */ `/api/material-resources/get-room-user/${DOCTOR}`, () =>
        json(200, { roomId: ROOM, userId: DOCTOR }),
      ),
    );
    renderApp('/app/home', { role: 'ROOM_USER', sub: DOCTOR });
    await screen.findByRole('region', { name: 'Agenda de la salle' });
    await waitFor(() => expect(listCalls(calls)[0]!.url.searchParams.getAll('roomIds')).toEqual([ROOM]));
    cleanup();

    const before = listCalls(calls).length;
    renderApp('/app/home', { role: 'ADMIN' });
    await screen.findByRole('heading', { name: 'Accès rapides' });
    expect(screen.queryByRole('region', { name: /agenda/i })).toBeNull();
    expect(listCalls(calls)).toHaveLength(before);
  });
});
