import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AvailabilityByOwner, DefaultAvailability } from '@teleplan/proto/schedule-availability';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { aProfile } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000d1';
const ROOM = '0190a0b0-0000-7000-8000-0000000000e1';
const MANAGER = '0190a0b0-0000-7000-8000-0000000000f1';
const SLOT = '0190a0b0-0000-7000-8000-0000000000a1';

const doctor = aProfile({ id: DOCTOR, firstName: 'Gregory', lastName: 'House' });

function availability(fields: Partial<AvailabilityByOwner> = {}): AvailabilityByOwner {
  return { defaultAvailability: [], exceptionalAvailability: [], exceptionalUnavailability: [], ...fields };
}

const mondayMorning: DefaultAvailability = {
  id: SLOT,
  owner: DOCTOR,
  ownerType: 'DOCTOR',
  dayOfWeek: 1,
  interval: { start: '09:00', end: '12:00', zone: 'Europe/Paris' },
};

/** The schedule answers for one doctor, recording what the page sends. */
function doctorBackend(answer: AvailabilityByOwner = availability(), post = () => json(200, availability())) {
  return mockFetch(
    route('GET', `/api/accounts/profile/${DOCTOR}`, () => json(200, doctor)),
    route('GET', '/api/schedule/availabilities/doctors', () => json(200, { [DOCTOR]: answer })),
    route('POST', '/api/schedule/availabilities/doctors', post),
    route('DELETE', '/api/schedule/availabilities/doctors', () => new Response(null, { status: 204 })),
  );
}

const sent = (calls: Call[], method: string) =>
  calls.filter((c) => c.method === method && c.url.pathname.startsWith('/api/schedule/availabilities/'));

const setValue = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

// The route loads the page lazily: load it once beforehand so the first test does not wait for it.
beforeAll(async () => {
  await import('./availability-page.tsx');
});

// Whole-app renders with FullCalendar: slow on a shared machine, so a wider limit than the default 5 s.
describe('availability page', { timeout: 30_000 }, () => {
  it('asks the schedule for one week of the doctor, in their zone, grouped by owner', async () => {
    const { calls } = doctorBackend();
    renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    expect(await screen.findByRole('heading', { name: 'Disponibilités du médecin' })).toBeInTheDocument();
    await waitFor(() => expect(sent(calls, 'GET')).not.toHaveLength(0));
    const query = sent(calls, 'GET')[0]!.url.searchParams;
    expect(query.getAll('doctorIds')).toEqual([DOCTOR]);
    expect(query.get('groupByOwner')).toBe('true');
    expect(query.get('zone')).toBe('Europe/Paris');
    const days = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('asks again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = doctorBackend();
      renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });
      await waitFor(() => expect(sent(calls, 'GET')).toHaveLength(1));

      await vi.advanceTimersByTimeAsync(29_000);
      expect(sent(calls, 'GET')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(() => expect(sent(calls, 'GET')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates a weekly slot from the add button with the day, the times and the zone', async () => {
    const { calls } = doctorBackend();
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Général' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    const panel = await screen.findByRole('dialog', { name: 'Nouveau créneau habituel' });
    await user.selectOptions(within(panel).getByLabelText('Jour de la semaine'), 'Mardi');
    setValue(within(panel).getByLabelText('De'), '09:00');
    setValue(within(panel).getByLabelText('À'), '12:30');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(JSON.parse(sent(calls, 'POST')[0]!.body)).toEqual({
      defaultAvailability: [
        { owner: DOCTOR, dayOfWeek: 2, interval: { start: '09:00', end: '12:30', zone: 'Europe/Paris' } },
      ],
    });
    expect(await screen.findByText('Créneau ajouté')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates an exceptional unavailability with its comment at the instants of the local times', async () => {
    const { calls } = doctorBackend();
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'DOCTOR', sub: DOCTOR });

    await user.click(await screen.findByRole('button', { name: 'Ajouter un créneau' }));
    const panel = await screen.findByRole('dialog', { name: 'Nouveau créneau' });
    setValue(within(panel).getByLabelText('Date'), '2026-11-24');
    await user.click(within(panel).getByRole('radio', { name: 'Indisponibilité' }));
    setValue(within(panel).getByLabelText('De'), '14:00');
    setValue(within(panel).getByLabelText('À'), '16:00');
    await user.type(within(panel).getByLabelText('Commentaire'), 'Congrès');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(JSON.parse(sent(calls, 'POST')[0]!.body)).toEqual({
      exceptionalUnavailability: [
        {
          owner: DOCTOR,
          interval: {
            start: '2026-11-24T13:00:00.000Z',
            end: '2026-11-24T15:00:00.000Z',
            zone: 'Europe/Paris',
          },
          comment: 'Congrès',
        },
      ],
    });
  });

  it('sends 00:01 to 23:59 for an all-day availability', async () => {
    const { calls } = doctorBackend();
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Ajouter un créneau' }));
    const panel = await screen.findByRole('dialog', { name: 'Nouveau créneau' });
    setValue(within(panel).getByLabelText('Date'), '2026-07-14');
    await user.click(within(panel).getByLabelText('Toute la journée'));
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(JSON.parse(sent(calls, 'POST')[0]!.body)).toEqual({
      exceptionalAvailability: [
        {
          owner: DOCTOR,
          interval: {
            start: '2026-07-13T22:01:00.000Z',
            end: '2026-07-14T21:59:00.000Z',
            zone: 'Europe/Paris',
          },
          comment: null,
        },
      ],
    });
  });

  it('sends nothing while a time is off the 10-minute steps', async () => {
    const { calls } = doctorBackend();
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Ajouter un créneau' }));
    const panel = await screen.findByRole('dialog', { name: 'Nouveau créneau' });
    setValue(within(panel).getByLabelText('De'), '09:15');
    setValue(within(panel).getByLabelText('À'), '10:00');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));

    expect(
      await within(panel).findByText('Veuillez choisir un créneau par tranche de 10 minutes uniquements'),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST')).toHaveLength(0);
  });

  it('refuses, before sending, a weekly slot overlapping one of the same day', async () => {
    const { calls } = doctorBackend(availability({ defaultAvailability: [mondayMorning] }));
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Général' }));
    await screen.findByRole('button', { name: 'Supprimer le créneau Lundi, de 09:00 à 12:00' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    const panel = await screen.findByRole('dialog', { name: 'Nouveau créneau habituel' });
    await user.selectOptions(within(panel).getByLabelText('Jour de la semaine'), 'Lundi');
    setValue(within(panel).getByLabelText('De'), '11:00');
    setValue(within(panel).getByLabelText('À'), '13:00');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));

    expect(
      await within(panel).findByText('Ce créneau chevauche un créneau habituel existant.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal with its reason and keeps the form open", async () => {
    doctorBackend(availability(), () =>
      json(409, { messageCode: 'schedule.availability.default_overlap', message: 'overlap' }),
    );
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Général' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    const panel = await screen.findByRole('dialog', { name: 'Nouveau créneau habituel' });
    setValue(within(panel).getByLabelText('De'), '09:00');
    setValue(within(panel).getByLabelText('À'), '10:00');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText(
        'Impossible de créer le créneau : Ce créneau chevauche un créneau habituel existant.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nouveau créneau habituel' })).toBeInTheDocument();
  });

  it('deletes a weekly slot only after confirmation', async () => {
    const { calls } = doctorBackend(availability({ defaultAvailability: [mondayMorning] }));
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'SECTOR_MANAGER' });

    await user.click(await screen.findByRole('button', { name: 'Général' }));
    const remove = await screen.findByRole('button', {
      name: 'Supprimer le créneau Lundi, de 09:00 à 12:00',
    });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce créneau ?' });
    expect(dialog).toHaveTextContent('Le créneau Lundi, de 09:00 à 12:00 sera supprimé.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sent(calls, 'DELETE')).toHaveLength(0);

    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(sent(calls, 'DELETE')).toHaveLength(1));
    expect(JSON.parse(sent(calls, 'DELETE')[0]!.body)).toEqual({ defaultAvailabilityIds: [SLOT] });
    expect(await screen.findByText('Créneau supprimé')).toBeInTheDocument();
  });

  it('turns read-only, saying why, for a sector manager refused because the doctor is shared', async () => {
    const { calls } = mockFetch(
      route('GET', `/api/accounts/profile/${DOCTOR}`, () => json(200, doctor)),
      route('GET', '/api/schedule/availabilities/doctors', () =>
        json(200, { [DOCTOR]: availability({ defaultAvailability: [mondayMorning] }) }),
      ),
      route('DELETE', '/api/schedule/availabilities/doctors', () =>
        json(403, { messageCode: 'schedule.availability.doctor_shared', message: 'shared' }),
      ),
    );
    const { user } = renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'SECTOR_MANAGER' });

    await user.click(await screen.findByRole('button', { name: 'Général' }));
    await user.click(
      await screen.findByRole('button', { name: 'Supprimer le créneau Lundi, de 09:00 à 12:00' }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));

    expect(
      await screen.findByText(/Ce médecin exerce aussi dans le cabinet d'un autre gérant/),
    ).toBeInTheDocument();
    expect(sent(calls, 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un créneau' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer le créneau/ })).not.toBeInTheDocument();
    expect(screen.getByText('Lundi, de 09:00 à 12:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exceptionnel' }));
    expect(screen.queryByRole('button', { name: 'Indisponibilité' })).not.toBeInTheDocument();
  });

  it('lists exceptional slots with their type and comment', async () => {
    doctorBackend(
      availability({
        exceptionalUnavailability: [
          {
            id: SLOT,
            owner: DOCTOR,
            ownerType: 'DOCTOR',
            interval: {
              start: '2026-11-24T13:00:00.000Z',
              end: '2026-11-24T15:00:00.000Z',
              zone: 'Europe/Paris',
            },
            comment: 'Congrès',
          },
        ],
      }),
    );
    renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });

    const list = await screen.findByRole('region', { name: 'Créneaux affichés' });
    expect(
      await within(list).findByText(/Indisponibilité : mardi 24 novembre 2026, de 14:00 à 16:00/),
    ).toBeInTheDocument();
    expect(within(list).getByText(/Congrès/)).toBeInTheDocument();
  });

  it('shows a doctor no doctors-list entry in the breadcrumb', async () => {
    doctorBackend();
    renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'DOCTOR', sub: DOCTOR });
    const crumbs = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(await within(crumbs).findByRole('link', { name: 'Gregory House' })).toHaveAttribute(
      'href',
      `/app/doctors/${DOCTOR}/calendar`,
    );
    expect(within(crumbs).queryByRole('link', { name: 'Médecins' })).not.toBeInTheDocument();
  });

  it('gives an admin the doctors-list entry and the link to the calendar', async () => {
    doctorBackend();
    renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'ADMIN' });
    const crumbs = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByRole('link', { name: 'Médecins' })).toHaveAttribute(
      'href',
      '/app/doctors/list',
    );
    expect(screen.getByRole('link', { name: 'Voir le calendrier' })).toHaveAttribute(
      'href',
      `/app/doctors/${DOCTOR}/calendar`,
    );
  });

  it("takes a room manager from 'mine' to their room's availability, without the rooms list", async () => {
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-room-by-manager/${MANAGER}`, () =>
        json(200, { id: ROOM, name: 'Salle Bleue' }),
      ),
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, {
          room: { id: ROOM, name: 'Salle Bleue' },
          roomTypeDetails: null,
          managerProfile: null,
          users: [],
        }),
      ),
      route('GET', '/api/schedule/availabilities/rooms', () => json(200, { [ROOM]: availability() })),
    );
    const { router } = renderApp('/app/rooms/mine/availability', { role: 'ROOM_MANAGER', sub: MANAGER });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/rooms/${ROOM}/availability`));
    expect(await screen.findByRole('heading', { name: 'Disponibilités de la salle' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(await within(crumbs).findByRole('link', { name: 'Salle Bleue' })).toHaveAttribute(
      'href',
      `/app/rooms/${ROOM}/view`,
    );
    expect(within(crumbs).queryByRole('link', { name: 'Salles' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent(calls, 'GET').at(-1)!.url.searchParams.getAll('roomIds')).toEqual([ROOM]),
    );
  });

  it.each([
    ['ROOM_USER', `/app/rooms/${ROOM}/availability`],
    ['ROOM_USER', `/app/rooms/${ROOM}/availabilities`],
    ['ROOM_MANAGER', `/app/doctors/${DOCTOR}/availability`],
    ['DOCTOR', `/app/rooms/${ROOM}/availability`],
  ] as const)('keeps a %s away from %s', async (role, path) => {
    mockFetch();
    const { router } = renderApp(path, { role });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
  });

  it("tells a doctor the server's refusal to show another doctor's availability", async () => {
    mockFetch(
      route('GET', '/api/schedule/availabilities/doctors', () =>
        json(403, { messageCode: 'schedule.availability.unauthorized', message: 'forbidden' }),
      ),
    );
    renderApp(`/app/doctors/${DOCTOR}/availability`, { role: 'DOCTOR' });

    expect(
      await screen.findByText(
        "Impossible de charger les disponibilités : Vous n'avez pas les droits sur ces disponibilités.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Créneaux affichés' })).not.toBeInTheDocument();
  });
});
