import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Room } from '@teleplan/proto/material-resources';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';

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
    expect(within(dialog).getByText('Rendez-vous de 1 élément(s) sélectionné(s)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() =>
      expect(
        calls
          .find((c) => c.url.pathname === '/api/schedule/export/appointments')
          ?.url.searchParams.getAll('roomIds'),
      ).toEqual([room.id]),
    );
  });
});
