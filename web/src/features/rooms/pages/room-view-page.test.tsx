import { screen, within } from '@testing-library/react';
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
  users: [],
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
});
