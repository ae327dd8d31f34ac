import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Room } from '@teleplan/proto/material-resources';
import { tokenReceived } from '../../../shared/session/session-slice.ts';
import { fakeAccessToken } from '../../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { RoomRowActions } from '../components/room-row-actions.tsx';

const room: Room = {
  id: '0190a0b0-0000-7000-8000-0000000000a9',
  name: 'Salle Bleue',
  enabled: true,
  address: '1 rue de la Paix, Paris',
  email: null,
  telephoneNumber: '+33123456789',
  url: null,
  dpiUrl: null,
  description: null,
  virtual: false,
  latitude: 48.87,
  longitude: 2.33,
  zoneId: 'Europe/Paris',
  favoriteSectorId: null,
  roomType: null,
  manager: null,
  sectors: [],
  deleted: false,
};

describe('rooms list', { timeout: 30_000 }, () => {
  it('shows every column of the spec, the favourite sector among them, and sorts and pages on the server', async () => {
    const sectors = [
      { id: '0190a0b0-0000-7000-8000-0000000000c1', name: 'Aube' },
      { id: '0190a0b0-0000-7000-8000-0000000000c2', name: 'Marne' },
    ];
    const favourite = { ...room, sectors, favoriteSectorId: sectors[1]!.id };
    const { calls } = mockFetch(
      route('GET', '/api/material-resources/rooms/with', (call) =>
        json(200, {
          ...pageOf([favourite]),
          totalElements: 21,
          totalPages: 2,
          number: Number(call.url.searchParams.get('page')),
        }),
      ),
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, sectors)),
    );
    const { user } = renderApp('/app/rooms/list', { role: 'ADMIN' });
    const row = (await screen.findByRole('rowheader', { name: 'Salle Bleue' })).closest('tr')!;

    expect(
      screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Nom', 'Adresse', 'Téléphone', 'Gérant', 'Cabinets', 'Cabinet favori', 'Statut', 'Actions']);
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('Marne');
    const withCalls = () => calls.filter((c) => c.url.pathname === '/api/material-resources/rooms/with');
    await user.click(screen.getByRole('button', { name: /^Téléphone/ }));
    await waitFor(() => expect(withCalls().at(-1)!.url.searchParams.get('sort')).toBe('telephoneNumber,asc'));
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('21 résultats')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(withCalls().at(-1)!.url.searchParams.get('page')).toBe('1'));
  });

  it("exports the selected rooms' appointments", async () => {
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const { calls } = mockFetch(
      route('GET', '/api/material-resources/rooms/with', () => json(200, pageOf([room]))),
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, [])),
      route('GET', '/api/schedule/export/appointments', () => new Response('\uFEFFDate\n')),
    );
    const { user } = renderApp('/app/rooms/list', { role: 'ADMIN' });
    await screen.findByText('Salle Bleue');
    await user.click(screen.getByRole('checkbox', { name: 'Sélection de lignes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Salle Bleue' }));
    await user.click(screen.getByRole('button', { name: 'Exporter les rendez-vous' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporter les rendez-vous' });
    expect(within(dialog).getByText('Rendez-vous de la salle sélectionnée')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() =>
      expect(
        calls
          .find((c) => c.url.pathname === '/api/schedule/export/appointments')
          ?.url.searchParams.getAll('roomIds'),
      ).toEqual([room.id]),
    );
  });

  it("pins a room's agenda in the floating frame from its row, and unpins it from the same button", async () => {
    const { calls } = mockFetch(
      route('GET', '/api/material-resources/rooms/with', () => json(200, pageOf([room]))),
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, [])),
      route('GET', '/api/schedule/appointments', () => json(200, [])),
    );
    const { user } = renderApp('/app/rooms/list', { role: 'SECTOR_MANAGER' });
    await screen.findByText('Salle Bleue');
    expect(screen.getByRole('link', { name: 'Calendrier de Salle Bleue' })).toHaveAttribute(
      'href',
      `/app/rooms/${room.id}/calendar`,
    );
    expect(screen.getByRole('link', { name: 'Disponibilités de Salle Bleue' })).toHaveAttribute(
      'href',
      `/app/rooms/${room.id}/availability`,
    );
    const pin = screen.getByRole('button', { name: "Épingler l'agenda de Salle Bleue" });
    expect(pin).toHaveAttribute('aria-pressed', 'false');

    await user.click(pin);
    const frame = await screen.findByRole('complementary', { name: 'Agenda épinglé' });
    expect(within(frame).getByRole('heading', { name: 'Agenda de Salle Bleue' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls
          .find((c) => c.url.pathname === '/api/schedule/appointments')
          ?.url.searchParams.getAll('roomIds'),
      ).toEqual([room.id]),
    );
    expect(JSON.parse(localStorage.getItem('teleplan.pinned-agenda')!)).toMatchObject({
      ownerType: 'ROOM',
      id: room.id,
    });
    expect(pin).toHaveAttribute('aria-pressed', 'true');

    await user.click(pin);
    expect(screen.queryByRole('complementary', { name: 'Agenda épinglé' })).toBeNull();
    expect(localStorage.getItem('teleplan.pinned-agenda')).toBeNull();
  });

  it('gives room managers and room users no pin action', () => {
    for (const role of ['ROOM_MANAGER', 'ROOM_USER', 'ADMIN'] as const) {
      const view = renderWithStore(
        <MemoryRouter>
          <RoomRowActions room={room} />
        </MemoryRouter>,
      );
      act(() => void view.store.dispatch(tokenReceived(fakeAccessToken(role))));
      const pins = view.queryAllByRole('button', { name: "Épingler l'agenda de Salle Bleue" });
      expect([role, pins.length]).toEqual([role, role === 'ADMIN' ? 1 : 0]);
      expect(view.getByRole('link', { name: 'Calendrier de Salle Bleue' })).toBeInTheDocument();
      view.unmount();
    }
  });
});
