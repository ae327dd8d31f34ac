import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Room, RoomType, Sector } from '@teleplan/proto/material-resources';
import type { FakeLiveClient } from '../../../testing/fake-live-client.ts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { eventId, liveEvent } from '../../../testing/live-events.ts';
import { aProfile } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { someCounters, someOverall, statisticsService } from '../../../testing/statistics-answers.ts';

/** The STOMP clients the live feed made (a fake server that accepts every connection). */
const stomp = vi.hoisted(() => ({ clients: [] as FakeLiveClient[] }));
vi.mock('../../live/connection/stomp-client.ts', async () =>
  (await import('../../../testing/fake-live-client.ts')).fakeStompClientModule(stomp.clients),
);

const ME = '0190a0b0-0000-7000-8000-0000000000d1';
const SECTOR_ID = '0190a0b0-0000-7000-8000-0000000000c1';
const ROOM_ID = '0190a0b0-0000-7000-8000-0000000000e1';
const DOCTOR_ID = '0190a0b0-0000-7000-8000-0000000000a9';
const TODAY = new Date('2026-12-07T09:30:00.000Z');

const sector: Sector = {
  id: SECTOR_ID,
  name: 'Cabinet de Troyes',
  enabled: true,
  manager: { id: ME, username: 'sophie.martin@demo.teleplan.fr' },
  roomIds: [ROOM_ID],
  doctorIds: [DOCTOR_ID],
  doctors: [{ id: DOCTOR_ID, username: 'antoine.girard@demo.teleplan.fr' }],
  rooms: [
    { id: ROOM_ID, name: 'Salle Troyes', address: null, telephoneNumber: '+33325764412', enabled: true },
  ],
};

const profile = route('GET', `/api/accounts/profile/${ME}`, () =>
  json(200, aProfile({ id: ME, zone: 'Europe/Paris' })),
);
const sectors = route('GET', '/api/material-resources/get-sector-list/', () => json(200, [sector]));
const sectorsWith = route('GET', '/api/material-resources/sectors/with', () =>
  json(200, { content: [sector], totalElements: 1, totalPages: 1, number: 0, size: 999 }),
);
const noRoomTypes = route('GET', '/api/material-resources/room-types', () => json(200, []));

const managedSector = route('GET', `/api/material-resources/get-sector-by-manager/${ME}`, () =>
  json(200, sector),
);

const CONSULTATION = '0190a0b0-0000-7000-8000-0000000000f1';
const IMAGING = '0190a0b0-0000-7000-8000-0000000000f2';
const SURGERY = '0190a0b0-0000-7000-8000-0000000000f3';
const roomType = (id: string, name: string, fr: string): RoomType => ({
  id,
  name,
  enabled: true,
  translations: { fr },
});
const roomTypes = route('GET', '/api/material-resources/room-types', () =>
  json(200, [
    roomType(SURGERY, 'BLOC', 'Bloc opératoire'),
    roomType(IMAGING, 'IMAGERIE', 'Imagerie'),
    roomType(CONSULTATION, 'CONSULTATION', 'Consultation'),
  ]),
);
/** The rooms a sector manager sees: those of their sector, with their types. */
const roomsOfSector = route('GET', '/api/material-resources/rooms', () => {
  const rooms: Pick<Room, 'id' | 'name' | 'roomType'>[] = [
    { id: ROOM_ID, name: 'Salle Troyes', roomType: IMAGING },
    { id: '0190a0b0-0000-7000-8000-0000000000e2', name: 'Salle Romilly', roomType: CONSULTATION },
    { id: '0190a0b0-0000-7000-8000-0000000000e3', name: 'Salle Bar', roomType: IMAGING },
  ];
  return json(200, rooms);
});

const card = (name: string) => screen.findByRole('region', { name });
const paths = (calls: Call[]) =>
  calls.map((call) => call.url.pathname.replace('/api/indicators/statistics/', ''));

beforeEach(() => {
  stomp.clients.length = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

afterEach(() => vi.useRealTimers());

// Whole-app renders: slow when the machine is busy, so more than the 5 s default.
describe('the statistics of the home page', { timeout: 30_000 }, () => {
  it("shows admins the platform's counters, daily counts, evolution, evaluations and saturation", async () => {
    const service = statisticsService();
    mockFetch(profile, service.handler);
    const { user } = renderApp('/app/home', { role: 'ADMIN', sub: ME });

    const overall = await card("Vue d'ensemble");
    await waitFor(() => expect(overall).toHaveTextContent('41'));
    for (const title of [
      'Rendez-vous des 7 derniers jours',
      'Évolution des rendez-vous',
      'Cumul de la semaine',
      'Évaluations reçues',
      'Satisfaction des patients',
      'Évolution de la satisfaction',
      'Saturation moyenne par heure',
    ])
      expect(await card(title)).toBeInTheDocument();
    const global = service.calls.find((call) => call.url.pathname.endsWith('/overall/latest/global'))!;
    expect(global.url.searchParams.get('zone')).toBe('Europe/Paris');
    // The six months up to today, today included: from 8 June, Paris midnight.
    expect(global.url.searchParams.get('from')).toBe('2026-06-07T22:00:00.000Z');
    // Saturation 0.85 at 10:00 every day, in the table view.
    const saturation = await card('Saturation moyenne par heure');
    await user.click(await within(saturation).findByRole('button', { name: 'Tableau' }));
    expect(within(saturation).getAllByRole('cell', { name: '85 %' })).toHaveLength(7);
    const week = service.calls.find((call) => call.url.pathname.endsWith('/appointments/total-count'))!;
    expect(week.url.searchParams.get('numDaysBackward')).toBe('7');
    expect(week.url.searchParams.get('global')).toBe('true');
  });

  it('switches the global tabs with the keyboard, and a chosen sector shows its dashboard', async () => {
    const service = statisticsService();
    mockFetch(profile, service.handler, sectors, noRoomTypes);
    const { user } = renderApp('/app/home', { role: 'SUPER_ADMIN', sub: ME });

    const general = await screen.findByRole('tab', { name: 'Général' });
    expect(general).toHaveAttribute('aria-selected', 'true');
    general.focus();
    await user.keyboard('{ArrowRight}');
    const sectorsTab = screen.getByRole('tab', { name: 'Cabinets digitaux' });
    expect(sectorsTab).toHaveAttribute('aria-selected', 'true');
    expect(sectorsTab).toHaveFocus();
    await user.selectOptions(await screen.findByLabelText('Cabinet digital'), 'Cabinet de Troyes');
    const reasons = await card('Motifs de prise de rendez-vous');
    await waitFor(() => expect(reasons).toHaveTextContent('7'));
    expect(paths(service.calls)).toContain(`overall/latest/sectors/${SECTOR_ID}`);

    sectorsTab.focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Types de salle' })).toHaveFocus();
    expect(
      await screen.findByText("Aucune donnée n'existe : aucun type de salle n'est défini."),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Général' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a doctor their own counters, evolution, week and satisfaction, and the live feed moves them at once', async () => {
    let future = 5;
    const service = statisticsService(() => someOverall({ appointments: someCounters({ future }) }));
    mockFetch(profile, service.handler);
    renderApp('/app/home', { role: 'DOCTOR', sub: ME });

    const counters = await card('Rendez-vous');
    await waitFor(() => expect(counters).toHaveTextContent('20'));
    for (const title of [
      'Évolution des rendez-vous',
      'Cumul de la semaine',
      'Satisfaction des patients',
      'Évaluations reçues',
    ])
      expect(await card(title)).toBeInTheDocument();
    expect(paths(service.calls)).toContain(`overall/latest/doctors/${ME}`);
    const evolution = service.calls.find((call) => call.url.pathname.endsWith('/appointments/evolution'))!;
    expect(evolution.url.searchParams.getAll('doctorIds')).toEqual([ME]);

    future = 6;
    await waitFor(() => expect(stomp.clients.at(-1)?.subscriptions).toHaveLength(1));
    act(() => stomp.clients.at(-1)!.send(JSON.stringify(liveEvent(eventId(1), 'BOOKED', { doctor: ME }))));

    await waitFor(() => expect(counters).toHaveTextContent('21'));
  });

  it('asks again a moment later when the statistics count the booking after the live feed brought it', async () => {
    let overallCalls = 0;
    const service = statisticsService(() => {
      overallCalls += 1;
      // The first two answers (the load, the ask right after the event) do not count the booking yet.
      return someOverall({ appointments: someCounters({ future: overallCalls <= 2 ? 5 : 6 }) });
    });
    mockFetch(profile, service.handler);
    renderApp('/app/home', { role: 'DOCTOR', sub: ME });
    const counters = await card('Rendez-vous');
    await waitFor(() => expect(counters).toHaveTextContent('20'));
    await waitFor(() => expect(stomp.clients.at(-1)?.subscriptions).toHaveLength(1));

    act(() => stomp.clients.at(-1)!.send(JSON.stringify(liveEvent(eventId(2), 'BOOKED', { doctor: ME }))));

    await waitFor(() => expect(counters).toHaveTextContent('21'));
    expect(overallCalls).toBe(3);
  });

  it("shows a refused scope's reason in French", async () => {
    const service = statisticsService();
    mockFetch(
      profile,
      route('GET', `/api/indicators/statistics/overall/latest/doctors/${ME}`, () =>
        json(403, { messageCode: 'indicators.statistics.unauthorized_doctor', message: 'refused' }),
      ),
      service.handler,
    );
    renderApp('/app/home', { role: 'DOCTOR', sub: ME });

    const counters = await card('Rendez-vous');
    expect(
      await within(counters).findByText("Vous n'avez pas accès aux statistiques de ce médecin."),
    ).toBeInTheDocument();
  });

  it("shows a sector manager their sector's dashboard, and the unknown-sector message without one", async () => {
    const service = statisticsService();
    mockFetch(profile, service.handler, managedSector, sectorsWith);
    const { user, unmount } = renderApp('/app/home', { role: 'SECTOR_MANAGER', sub: ME });

    await waitFor(async () => expect(await card('Motifs de prise de rendez-vous')).toHaveTextContent('6'));
    expect(paths(service.calls)).toContain(`overall/latest/sectors/${SECTOR_ID}`);
    await user.click(screen.getByRole('tab', { name: 'Médecins' }));
    await user.selectOptions(await screen.findByLabelText('Médecin'), 'antoine.girard@demo.teleplan.fr');
    await waitFor(() => expect(paths(service.calls)).toContain(`overall/latest/doctors/${DOCTOR_ID}`));
    unmount();

    mockFetch(
      profile,
      route('GET', `/api/material-resources/get-sector-by-manager/${ME}`, () =>
        json(404, { messageCode: 'material_resources.sector.unknown_manager', message: '' }),
      ),
    );
    renderApp('/app/home', { role: 'SECTOR_MANAGER', sub: ME });
    expect(
      await screen.findByText(
        'Aucun cabinet digital ne vous est encore confié : un administrateur doit vous en attribuer un.',
      ),
    ).toBeInTheDocument();
  });

  it("offers a sector manager only the room types of their sector's rooms, and shows the chosen one's", async () => {
    const service = statisticsService();
    mockFetch(profile, service.handler, managedSector, roomTypes, roomsOfSector);
    const { user } = renderApp('/app/home', { role: 'SECTOR_MANAGER', sub: ME });

    const first = await screen.findByRole('tab', { name: 'Cabinet' });
    first.focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Types de salle' })).toHaveAttribute('aria-selected', 'true');
    const chooser = await screen.findByRole('combobox', { name: 'Type de salle' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisissez…', 'Consultation', 'Imagerie']);
    await user.selectOptions(chooser, 'Imagerie');
    await waitFor(() => expect(paths(service.calls)).toContain(`overall/latest/room-types/${IMAGING}`));
  });

  it("shows a room manager their room's dashboard and a room user their room's card", async () => {
    const service = statisticsService();
    mockFetch(
      profile,
      service.handler,
      route('GET', `/api/material-resources/get-room-by-manager/${ME}`, () => json(200, { id: ROOM_ID })),
      route('GET', `/api/material-resources/get-room-user/${ME}`, () =>
        json(200, { roomId: ROOM_ID, userId: ME }),
      ),
    );
    const { unmount } = renderApp('/app/home', { role: 'ROOM_MANAGER', sub: ME });
    await waitFor(async () => expect(await card('Statistiques de ma salle')).toHaveTextContent('41'));
    expect(await card('Saturation moyenne par heure')).toBeInTheDocument();
    expect(paths(service.calls)).toContain(`overall/latest/rooms/${ROOM_ID}`);
    unmount();

    renderApp('/app/home', { role: 'ROOM_USER', sub: ME });
    await waitFor(async () => expect(await card('Statistiques de ma salle')).toHaveTextContent('41'));
    expect(screen.queryByRole('region', { name: 'Évolution des rendez-vous' })).toBeNull();
  });
});

describe('the day cache of the statistics', { timeout: 30_000 }, () => {
  it('answers from what the device kept today without a call, and asks again the day after', async () => {
    const first = statisticsService();
    mockFetch(profile, first.handler);
    const view = renderApp('/app/home', { role: 'DOCTOR', sub: ME });
    await waitFor(async () => expect(await card('Rendez-vous')).toHaveTextContent('20'));
    await waitFor(() => expect(first.calls.length).toBeGreaterThanOrEqual(5));
    view.unmount();

    vi.setSystemTime(new Date('2026-12-07T20:00:00.000Z'));
    const later = statisticsService();
    mockFetch(profile, later.handler);
    const again = renderApp('/app/home', { role: 'DOCTOR', sub: ME });
    await waitFor(async () => expect(await card('Rendez-vous')).toHaveTextContent('20'));
    expect(await card('Évolution des rendez-vous')).toBeInTheDocument();
    expect(later.calls).toEqual([]);
    again.unmount();

    vi.setSystemTime(new Date('2026-12-08T07:00:00.000Z'));
    const nextDay = statisticsService(() => someOverall({ appointments: someCounters({ future: 9 }) }));
    mockFetch(profile, nextDay.handler);
    renderApp('/app/home', { role: 'DOCTOR', sub: ME });
    await waitFor(async () => expect(await card('Rendez-vous')).toHaveTextContent('24'));
    expect(paths(nextDay.calls).filter((path) => path.startsWith('overall/'))).toHaveLength(1);
  });
});
