import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ROOM = 'room-1';

const details = {
  room: {
    id: ROOM,
    name: 'Salle Nord',
    enabled: true,
    address: null,
    email: null,
    telephoneNumber: '+33100000000',
    url: null,
    dpiUrl: null,
    description: null,
    virtual: true,
    latitude: null,
    longitude: null,
    zoneId: 'Europe/Paris',
    favoriteSectorId: null,
    roomType: null,
    manager: null,
    sectors: [],
    deleted: false,
  },
  roomTypeDetails: null,
  managerProfile: null,
  users: [] as object[],
};

const employee = {
  id: '0190a0b0-0000-7000-8000-0000000000e1',
  username: 'lea@exemple.fr',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@exemple.fr',
  enabled: true,
};

describe('room page', { timeout: 30_000 }, () => {
  it('has the calendar, availability and edit links in its toolbar', async () => {
    mockFetch(route('GET', `/api/material-resources/get-room-details/${ROOM}`, () => json(200, details)));
    renderApp(`/app/rooms/${ROOM}/view`, { role: 'ROOM_MANAGER' });

    const title = await screen.findByRole('heading', { level: 1, name: 'Salle Nord' });
    const toolbar = within(title.closest('header')!);
    expect(toolbar.getByRole('link', { name: 'Calendrier' })).toHaveAttribute(
      'href',
      `/app/rooms/${ROOM}/calendar`,
    );
    expect(toolbar.getByRole('link', { name: 'Disponibilités' })).toHaveAttribute(
      'href',
      `/app/rooms/${ROOM}/availability`,
    );
    expect(toolbar.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      `/app/rooms/${ROOM}?caller=roomview`,
    );
  });

  it('asks in the shared confirmation dialog before taking someone off the room', async () => {
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () =>
        json(200, { ...details, users: [employee] }),
      ),
      route('DELETE', `/api/material-resources/delete-room-user/${employee.id}`, () => json(200, null)),
    );
    const { user } = renderApp(`/app/rooms/${ROOM}/view`, { role: 'ADMIN' });

    await user.click(await screen.findByRole('button', { name: 'Retirer lea@exemple.fr de la salle' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer lea@exemple.fr de la salle ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Retirer lea@exemple.fr de la salle' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
