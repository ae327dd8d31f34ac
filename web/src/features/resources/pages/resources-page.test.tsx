import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaturationCell } from '@teleplan/proto/indicators';
import { setLanguage } from '../../../shared/i18n/i18n.ts';
import type { Sector } from '@teleplan/proto/material-resources';
import { anAppointment } from '../../../testing/appointments.ts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { tableRows } from '../../../testing/table-rows.ts';

vi.mock(
  '../../dashboards/charts/echarts-loader.ts',
  async () => (await import('../../../testing/fake-echarts.ts')).fakeEchartsLoader,
);

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000d1';
const ROOM = '0190a0b0-0000-7000-8000-0000000000a1';
const sector: Sector = {
  id: '0190a0b0-0000-7000-8000-0000000000c1',
  name: 'Cabinet Nord',
  enabled: true,
  manager: null,
  roomIds: [ROOM],
  doctorIds: [DOCTOR],
  doctors: [{ id: DOCTOR, username: 'Dr House' }],
  rooms: [{ id: ROOM, name: 'Salle Bleue', address: null, telephoneNumber: '', enabled: true }],
};

const SATURATION = '/api/indicators/statistics/saturation/average/hourly-daily';
/** The week's 168 cells: Tuesday 09:00 is 62.5 % booked, the rest empty. */
const saturationWeek = (): SaturationCell[] =>
  Array.from({ length: 7 * 24 }, (_, index) => {
    const dayOfWeek = Math.floor(index / 24) + 1;
    const start = index % 24;
    const busy = dayOfWeek === 2 && start === 9;
    return {
      interval: { dayOfWeek, start },
      saturationLevel: busy ? 0.625 : 0,
      bookedMinutes: busy ? 25 : 0,
      availableMinutes: 40,
    };
  });

const listCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/schedule/appointments');

describe('resources page', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.useRealTimers();
    await setLanguage('fr');
  });

  it("shows the week's doctors by sector, then the rooms, with the saturation legend", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
    const booked = anAppointment('2026-11-23T08:00:00.000Z', 50, { doctor: DOCTOR, room: ROOM });
    booked.appointment.sector = sector.id;
    const { calls } = mockFetch(
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([sector], 1, 999))),
      route('GET', '/api/schedule/appointments', () => json(200, [booked])),
      route('GET', '/api/user-profiles/doctors', () =>
        json(200, [
          { profile: { id: DOCTOR, lastName: 'House', firstName: 'Gregory' }, sectorIds: [sector.id] },
        ]),
      ),
    );
    const { user } = renderApp('/app/resources', { role: 'SECTOR_MANAGER' });

    // The page and FullCalendar load lazily: the first import takes a while.
    expect(await screen.findByText('Dr House Gregory', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Cabinet Nord')).toBeInTheDocument();
    // The region a phone scrolls sideways, named for screen readers.
    expect(
      screen.getByRole('region', { name: 'Occupation de la semaine, heure par heure' }),
    ).toContainElement(screen.getByText('Dr House Gregory'));
    const legend = screen.getByRole('list', { name: 'Légende de saturation' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Faible (moins de 50 %)', 'Moyenne (50 à 80 %)', 'Forte (80 % et plus)']);
    expect(screen.getByText('Semaine du 23 novembre 2026')).toBeInTheDocument();
    const asked = listCalls(calls)[0]!.url.searchParams;
    expect(asked.getAll('sectorIds')).toEqual([sector.id]);
    expect(asked.get('horizonStart')).toBe('2026-11-22T23:00:00.000Z');
    expect(asked.get('horizonEnd')).toBe('2026-11-29T23:00:00.000Z');

    await user.click(screen.getByRole('radio', { name: 'Salles' }));
    expect(await screen.findByText('Salle Bleue')).toBeInTheDocument();
    expect(screen.queryByText('Dr House Gregory')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Semaine suivante/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.url.searchParams.get('horizonStart')).toBe('2026-11-29T23:00:00.000Z'),
    );
    await user.click(screen.getByRole('button', { name: 'Cette semaine' }));
    expect(screen.getByText('Semaine du 23 novembre 2026')).toBeInTheDocument();
  });

  it('says when the sectors hold no doctor', async () => {
    mockFetch(
      route('GET', '/api/material-resources/sectors/with', () =>
        json(200, pageOf([{ ...sector, doctors: [], doctorIds: [] }], 1, 999)),
      ),
      route('GET', '/api/schedule/appointments', () => json(200, [])),
    );
    renderApp('/app/resources', { role: 'ADMIN' });
    expect(
      await screen.findByText('Aucun médecin dans vos cabinets digitaux.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('writes the week in English as the interface does, days before months and a 24-hour clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
    const booked = anAppointment('2026-11-23T08:00:00.000Z', 50, { doctor: DOCTOR, room: ROOM });
    booked.appointment.sector = sector.id;
    mockFetch(
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([sector], 1, 999))),
      route('GET', '/api/schedule/appointments', () => json(200, [booked])),
      route('GET', '/api/user-profiles/doctors', () => json(200, [])),
    );
    await setLanguage('en');
    renderApp('/app/resources', { role: 'ADMIN' });

    expect(
      await screen.findByText('Week of 23 November 2026', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mon 23/11')).toBeInTheDocument();
    expect(screen.queryByText('Mon 11/23')).toBeNull();
    expect(screen.getAllByText('06:00')).not.toHaveLength(0);
    expect(screen.queryByText('6am')).toBeNull();
  });

  it("shows the sectors' average saturation of the week shown, hour by hour, in percent", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
    const { calls } = mockFetch(
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([sector], 1, 999))),
      route('GET', '/api/schedule/appointments', () => json(200, [])),
      route('GET', '/api/user-profiles/doctors', () => json(200, [])),
      route('GET', SATURATION, () => json(200, { saturationAverage: saturationWeek() })),
    );
    const { user } = renderApp('/app/resources', { role: 'SECTOR_MANAGER' });

    const title = 'Saturation moyenne des cabinets digitaux sur la semaine';
    const card = await screen.findByRole('region', { name: title }, { timeout: 15_000 });
    await user.click(await within(card).findByRole('button', { name: 'Tableau' }));
    const rows = tableRows(within(card).getByRole('table', { name: title }));
    expect(rows[3]).toEqual(['09:00', '0 %', '63 %', '0 %', '0 %', '0 %', '0 %', '0 %']);
    const asked = calls.find((call) => call.url.pathname === SATURATION)!.url.searchParams;
    expect(asked.get('from')).toBe('2026-11-22T23:00:00.000Z');
    expect(asked.get('to')).toBe('2026-11-29T23:00:00.000Z');
    expect(asked.get('zone')).toBe('Europe/Paris');
    expect(asked.getAll('sectorIds')).toEqual([sector.id]);

    await user.click(screen.getByRole('button', { name: /Semaine suivante/ }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === SATURATION)
          .at(-1)!
          .url.searchParams.get('from'),
      ).toBe('2026-11-29T23:00:00.000Z'),
    );
  });

  it('says so when the statistics cannot be read, and asks again on retry', async () => {
    let answer = json(503, { messageCode: 'common.upstream.unavailable' });
    const { calls } = mockFetch(
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([sector], 1, 999))),
      route('GET', '/api/schedule/appointments', () => json(200, [])),
      route('GET', '/api/user-profiles/doctors', () => json(200, [])),
      route('GET', SATURATION, () => answer),
    );
    const { user } = renderApp('/app/resources', { role: 'ADMIN' });

    const card = await screen.findByRole(
      'region',
      { name: 'Saturation moyenne des cabinets digitaux sur la semaine' },
      { timeout: 15_000 },
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Un service nécessaire ne répond pas, réessayez plus tard.',
    );
    answer = json(200, { saturationAverage: saturationWeek() });
    await user.click(within(card).getByRole('button', { name: 'Réessayer' }));
    expect(await within(card).findByRole('button', { name: 'Tableau' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === SATURATION)).toHaveLength(2);
  });
});
