import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sector } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { HOUSE } from '../../../testing/available-doctors.ts';
import type { FakeLiveClient } from '../../../testing/fake-live-client.ts';
import { json, mockFetch, route, type Call, type Handler } from '../../../testing/fetch-mock.ts';
import { eventId, liveEvent } from '../../../testing/live-events.ts';
import { aProfile, pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aRoom } from '../../../testing/rooms.ts';

// OpenLayers draws on a canvas jsdom has not: the map is a plain region here.
vi.mock('../../rooms/components/rooms-map.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

/** The live feed's STOMP clients (a fake server that accepts every connection). */
const stomp = vi.hoisted(() => ({ clients: [] as FakeLiveClient[] }));
vi.mock('../../live/connection/stomp-client.ts', async () =>
  (await import('../../../testing/fake-live-client.ts')).fakeStompClientModule(stomp.clients),
);

const PATH = '/app/public-appointment';
const SECTOR = '0190a0b0-0000-7000-8000-00000000bb01';
const OTHER_SECTOR = '0190a0b0-0000-7000-8000-00000000bb02';
const START = '2026-11-23T09:00:00.000Z';
const LATER = '2026-11-23T09:30:00.000Z';
const NEXT_DAY = '2026-11-24T13:00:00.000Z';

const inSector = (id: string, name: string, latitude: number, longitude: number, sectorId = SECTOR) =>
  aRoom({
    id: `0190a0b0-0000-7000-8000-0000000000a${id}`,
    name,
    latitude,
    longitude,
    favoriteSectorId: sectorId,
    sectors: [{ id: sectorId, name: 'Cabinet' }],
  });

// Near Troyes: Argence is 2.4 km from the position below, Bréviandes about 5 km.
const HERE = { latitude: 48.2973, longitude: 4.0744 };
const breviandes = inSector('1', 'Bréviandes', 48.2561, 4.0936);
const argence = inSector('2', 'Argence', 48.2757, 4.0744);
const elsewhere = inSector('3', 'Ailleurs', 48.3, 4.08, OTHER_SECTOR);
const house = HOUSE;
const lea = aProfile({ lastName: 'Martin', firstName: 'Léa', email: 'lea@example.fr' });
const sector = {
  id: SECTOR,
  name: 'Cabinet',
  enabled: true,
  manager: null,
  roomIds: [],
  doctorIds: [],
  doctors: [],
};

const bookedView = (body: string): AppointmentView => {
  const posted = JSON.parse(body) as { startTime: string; room: string };
  return {
    appointment: {
      id: '0190a0b0-0000-7000-8000-00000000ee01',
      room: posted.room,
      sector: SECTOR,
      doctor: house.id,
      patient: lea.id,
      startTime: posted.startTime,
      zone: 'Europe/Paris',
      interval: { start: posted.startTime, end: posted.startTime },
      consultationInterval: {
        start: posted.startTime,
        end: new Date(Date.parse(posted.startTime) + 20 * 60_000).toISOString(),
      },
      paid: false,
      comment: null,
      fromC15: false,
      noTreatingDoctor: false,
      treatingDoctorNotAvailable: true,
      canceled: false,
      cancelMotive: null,
      absentPatient: false,
      deleted: false,
      createdAt: START,
      updatedAt: START,
    },
    doctor: { id: house.id, firstName: 'Gregory', lastName: 'House', email: null, phone: null },
    patient: { id: lea.id, firstName: '', lastName: '', email: null, phone: null },
    room: { id: posted.room, name: 'Argence' },
    sector: { id: SECTOR, name: 'Cabinet' },
  } as AppointmentView;
};

interface Answers {
  sectors?: Sector[];
  free?: () => string[];
  book?: (call: Call) => Response;
}

function portal(role: Role, answers: Answers = {}, ...extra: Handler[]) {
  const free = answers.free ?? (() => [START, LATER, NEXT_DAY]);
  const mocked = mockFetch(
    ...extra,
    route('GET', '/api/material-resources/get-sector-list/', () => json(200, answers.sectors ?? [sector])),
    route('GET', '/api/material-resources/rooms/with', () =>
      json(200, pageOf([breviandes, argence, elsewhere])),
    ),
    route('GET', '/api/schedule/timeline/rooms/bookable', () =>
      json(200, { steps: free().map((start) => ({ start, end: start })) }),
    ),
    route('GET', '/api/schedule/availabilities/rooms', (call) =>
      json(200, {
        [call.url.searchParams.get('roomIds')!]: {
          defaultAvailability: [
            {
              id: '0190a0b0-0000-7000-8000-00000000cc01',
              owner: argence.id,
              ownerType: 'ROOM',
              dayOfWeek: 1,
              interval: { start: '09:00', end: '12:00', zone: 'Europe/Paris' },
            },
          ],
          exceptionalAvailability: [],
          exceptionalUnavailability: [],
        },
      }),
    ),
    route('GET', '/api/schedule/arrangements/find/available-doctors', () => json(200, [house])),
    route('GET', '/api/user-profiles/profiles', () => json(200, pageOf([lea]))),
    route('POST', '/api/schedule/appointments', answers.book ?? ((call) => json(201, bookedView(call.body)))),
  );
  const view = renderApp(PATH, { role });
  return { ...mocked, ...view };
}

function locatedAt(position: { latitude: number; longitude: number } | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) =>
        position
          ? found({ coords: position } as GeolocationPosition)
          : failed({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

beforeEach(() => {
  stomp.clients.length = 0;
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

type User = ReturnType<typeof userEvent.setup>;
/** The texts of a list's buttons, in order. */
const labels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const posted = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/schedule/appointments');
const timelineAsked = (calls: Call[]) =>
  calls.filter((c) => c.url.pathname === '/api/schedule/timeline/rooms/bookable').length;

async function toDetails(user: User) {
  await user.click(await screen.findByRole('button', { name: /^Argence/ }));
  await user.click(await screen.findByRole('button', { name: 'lundi 23 novembre 2026 à 10:00' }));
  expect(await heading('Médecin et patient')).toHaveFocus();
}

async function chooseDoctorReasonPatient(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Dr House Gregory/ }));
  await user.click(screen.getByRole('radio', { name: 'Médecin traitant indisponible' }));
  await user.type(screen.getByLabelText('Trouver un patient (nom complet ou email)'), 'Martin');
  await user.click(await screen.findByRole('button', { name: /Martin Léa/ }));
}

describe('the booking portal', () => {
  it('shows full screen, without the application’s navigation, the time on site and the four steps in order', async () => {
    locatedAt(null);
    portal('ADMIN');
    expect(await heading('Choisissez une salle')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(screen.getByText('Temps estimé sur place : 30 minutes')).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Étapes de la prise de rendez-vous' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Salle',
      '2Créneau',
      '3Médecin et patient',
      '4Confirmation',
    ]);
    expect(steps.getByText('Salle').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Quitter' })).toHaveAttribute('href', '/app/home');
  });

  it('lists the rooms nearest first with their distance when the position is known', async () => {
    locatedAt(HERE);
    portal('ADMIN');
    const list = await screen.findByRole('list', { name: 'Salles' });
    await waitFor(() =>
      expect(labels(list)).toEqual([
        expect.stringMatching(/^1Ailleurs.*à 0,5 km$/),
        expect.stringMatching(/^2Argence.*à 2,4 km$/),
        expect.stringMatching(/^3Bréviandes.*à 4,8 km$/),
      ]),
    );
    expect(screen.getByText('Les salles les plus proches de vous en premier.')).toBeInTheDocument();
  });

  it('lists them by name when the position is refused', async () => {
    locatedAt(null);
    portal('ADMIN');
    const list = await screen.findByRole('list', { name: 'Salles' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(labels(list)).toEqual([
      expect.stringMatching(/^1Ailleurs/),
      expect.stringMatching(/^2Argence/),
      expect.stringMatching(/^3Bréviandes/),
    ]);
    expect(list.textContent).not.toMatch(/km/);
    expect(screen.getByText('Position inconnue : les salles sont classées par nom.')).toBeInTheDocument();
  });

  it('offers a sector manager the rooms of their sectors only', async () => {
    locatedAt(null);
    portal('SECTOR_MANAGER');
    const list = await screen.findByRole('list', { name: 'Salles' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    expect(within(list).queryByRole('button', { name: /Ailleurs/ })).toBeNull();
  });

  it('tells a sector manager without a sector so, instead of the portal', async () => {
    locatedAt(null);
    const { calls } = portal('SECTOR_MANAGER', { sectors: [] });
    expect(await screen.findByText(/Aucun cabinet digital ne vous est encore confié/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Étapes de la prise de rendez-vous' })).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/rooms/with'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Quitter' })).toBeInTheDocument();
  });

  it.each<Role>(['ROOM_MANAGER', 'ROOM_USER', 'DOCTOR', 'PATIENT'])(
    'refuses %s: home instead',
    async (role) => {
      mockFetch();
      const { router } = renderApp(PATH, { role });
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
      expect(screen.queryByRole('heading', { name: 'Prendre un rendez-vous' })).toBeNull();
    },
  );

  it('books in four steps: room, slot, doctor and patient, then the recap of what was booked', async () => {
    locatedAt(null);
    const { user, calls } = portal('ADMIN');
    await user.click(await screen.findByRole('button', { name: /^Argence/ }));
    expect(await heading('Choisissez un créneau')).toHaveFocus();
    const grid = await screen.findByRole('list', { name: 'Créneaux libres du lundi 23 novembre 2026' });
    expect(labels(grid)).toEqual(['10:00', '10:30']);
    const days = screen.getByRole('group', { name: 'Jours avec des créneaux libres' });
    expect(
      within(days).getByRole('button', { name: 'mardi 24 novembre 2026, 1 créneaux libres' }),
    ).toHaveAttribute('aria-pressed', 'false');
    const week = screen.getByRole('table', { name: 'Horaires habituels de la salle' });
    expect(within(week).getByRole('row', { name: /lundi/ })).toHaveTextContent('09:00–12:00');
    expect(within(week).getByRole('row', { name: /dimanche/ })).toHaveTextContent('Fermée');
    const asked = calls.find((c) => c.url.pathname.endsWith('/rooms/bookable'))!.url.searchParams;
    expect([asked.get('roomId'), asked.get('sectorId'), asked.get('zone')]).toEqual([
      argence.id,
      SECTOR,
      'Europe/Paris',
    ]);
    const window = Date.parse(asked.get('to')!) - Date.parse(asked.get('from')!);
    expect(window / 86_400_000).toBeGreaterThanOrEqual(28);
    expect(window / 86_400_000).toBeLessThanOrEqual(31);

    await user.click(within(grid).getByRole('button', { name: 'lundi 23 novembre 2026 à 10:00' }));
    expect(await heading('Médecin et patient')).toHaveFocus();
    await chooseDoctorReasonPatient(user);
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));

    expect(await heading('Rendez-vous confirmé')).toHaveFocus();
    expect(JSON.parse(posted(calls)[0]!.body)).toMatchObject({
      room: argence.id,
      sector: SECTOR,
      startTime: START,
      doctor: house.id,
      patient: lea.id,
      treatingDoctorNotAvailable: true,
    });
    expect(posted(calls)[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    const recap = screen.getByRole('heading', { level: 2 }).parentElement!.querySelector('dl')!;
    expect(recap).toHaveTextContent('Le lundi 23 novembre 2026 à 10:00');
    expect(recap).toHaveTextContent('Argence');
    expect(recap).toHaveTextContent('Dr House Gregory');
    expect(recap).toHaveTextContent('Martin Léa');
    // Once booked the steps no longer lead back; Recommencer does.
    expect(screen.queryByRole('button', { name: /revenir à cette étape/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(await heading('Choisissez une salle')).toHaveFocus();
  });

  it('goes back to step 2 keeping the room, and to step 1 clearing everything', async () => {
    locatedAt(null);
    const { user } = portal('ADMIN');
    await toDetails(user);
    await chooseDoctorReasonPatient(user);

    await user.click(screen.getByRole('button', { name: 'Créneau (terminée, revenir à cette étape)' }));
    expect(await heading('Choisissez un créneau')).toHaveFocus();
    expect(screen.getByText('Salle Argence')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: /^Créneaux libres du/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'lundi 23 novembre 2026 à 10:30' }));
    expect(
      await screen.findByText('Lundi 23 novembre 2026 à 10:30, salle Argence', { exact: false }),
    ).toBeInTheDocument();
    // The doctor and the patient went with the start.
    expect(await screen.findByRole('radio', { name: /Dr House Gregory/ })).not.toBeChecked();
    expect(screen.queryByText(/Patient choisi/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salle (terminée, revenir à cette étape)' }));
    expect(await heading('Choisissez une salle')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /revenir à cette étape/ })).toBeNull();
  });

  it('says so when the slot was taken meanwhile and goes back to step 2 with the free slots asked again', async () => {
    locatedAt(null);
    let taken = false;
    const { user, calls } = portal('ADMIN', {
      free: () => (taken ? [LATER, NEXT_DAY] : [START, LATER, NEXT_DAY]),
      book: () => {
        taken = true;
        return json(409, { messageCode: 'schedule.appointment.room_conflict', message: 'taken' });
      },
    });
    await toDetails(user);
    await chooseDoctorReasonPatient(user);
    const asked = timelineAsked(calls);
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));

    expect(await heading('Choisissez un créneau')).toHaveFocus();
    expect(
      screen.getByText(/^Cette salle est déjà occupée sur ce créneau\. Ce créneau vient d'être pris/),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(timelineAsked(calls)).toBeGreaterThan(asked));
    const grid = await screen.findByRole('list', { name: 'Créneaux libres du lundi 23 novembre 2026' });
    await waitFor(() => expect(labels(grid)).toEqual(['10:30']));
    expect(posted(calls)).toHaveLength(1);
  });

  it('books once on a double tap', async () => {
    locatedAt(null);
    let answer: (response: Response) => void = () => undefined;
    const { user, calls } = portal('ADMIN', {
      book: () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    await toDetails(user);
    await chooseDoctorReasonPatient(user);
    const confirm = screen.getByRole('button', { name: 'Confirmer le rendez-vous' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    fireEvent.click(confirm);
    expect(posted(calls)).toHaveLength(1);
    answer(json(201, bookedView(posted(calls)[0]!.body)));
    expect(await heading('Rendez-vous confirmé')).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(1);
  });

  it('keeps the attempt’s key when the same booking is confirmed again after a failure, a new one after a refusal', async () => {
    locatedAt(null);
    const answers = [
      () => json(503, { messageCode: 'gateway.upstream.unavailable', message: 'down' }),
      () => json(409, { messageCode: 'schedule.appointment.patient_conflict', message: 'busy' }),
    ];
    const { user, calls } = portal('ADMIN', {
      book: (call) => answers.shift()?.() ?? json(201, bookedView(call.body)),
    });
    await toDetails(user);
    await chooseDoctorReasonPatient(user);
    const confirm = screen.getByRole('button', { name: 'Confirmer le rendez-vous' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByText(/Ce patient a déjà un rendez-vous/)).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await heading('Rendez-vous confirmé')).toBeInTheDocument();
    const keys = posted(calls).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(new Set(posted(calls).map((call) => call.body)).size).toBe(1);
  });

  it('asks the free slots again when the live feed tells of a booking in the room or its sector, not elsewhere', async () => {
    locatedAt(null);
    let free = [START, LATER, NEXT_DAY];
    const { user, calls } = portal('ADMIN', { free: () => free });
    await user.click(await screen.findByRole('button', { name: /^Argence/ }));
    const grid = await screen.findByRole('list', { name: 'Créneaux libres du lundi 23 novembre 2026' });
    await waitFor(() => expect(stomp.clients.at(-1)?.subscriptions).toHaveLength(1));
    const asked = timelineAsked(calls);

    const elsewhereEvent = liveEvent(eventId(1), 'BOOKED', { room: elsewhere.id, sector: OTHER_SECTOR });
    act(() => stomp.clients.at(-1)!.send(JSON.stringify(elsewhereEvent)));
    free = [LATER, NEXT_DAY];
    const here = liveEvent(eventId(2), 'BOOKED', { room: argence.id, sector: SECTOR, start: START });
    act(() => stomp.clients.at(-1)!.send(JSON.stringify(here)));
    await waitFor(() => expect(labels(grid)).toEqual(['10:30']));
    expect(timelineAsked(calls)).toBe(asked + 1);
  });

  it('says when the month has no free slot', async () => {
    locatedAt(null);
    const { user } = portal('ADMIN', { free: () => [] });
    await user.click(await screen.findByRole('button', { name: /^Argence/ }));
    expect(await screen.findByText('Aucun créneau libre dans le mois à venir.')).toBeInTheDocument();
  });
});
