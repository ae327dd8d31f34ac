import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoomType } from '@teleplan/proto/material-resources';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const cabinet: RoomType = {
  id: '0190a0b0-0000-7000-8000-0000000000f1',
  name: 'CABINET',
  enabled: true,
  translations: { fr: 'Cabinet médical' },
};
const pharmacy: RoomType = {
  id: '0190a0b0-0000-7000-8000-0000000000f2',
  name: 'PHARMACIE',
  enabled: false,
  translations: { fr: 'Pharmacie' },
};

function backend() {
  return mockFetch(
    route('GET', '/api/material-resources/room-types', (call) =>
      json(200, call.url.searchParams.get('onlyEnabled') === 'true' ? [cabinet] : [cabinet, pharmacy]),
    ),
    route('GET', '/api/material-resources/get-sector-list/', () => json(200, [])),
  );
}

// The room form and the room types settings ask for different lists: one API endpoint each (a shared name would
// give both screens whichever definition loaded first).
describe('room types in the room form and in the settings', { timeout: 20_000 }, () => {
  it('offers only the enabled room types in the room form', async () => {
    backend();
    renderApp('/app/rooms/new', { role: 'ADMIN' });
    const select = await screen.findByRole('combobox', { name: /Type de salle/ });
    await within(select).findByRole('option', { name: 'Cabinet médical' });
    expect(within(select).queryByRole('option', { name: 'Pharmacie' })).toBeNull();
  });

  it('still lists the disabled types in the settings after the room form was shown', async () => {
    backend();
    const form = renderApp('/app/rooms/new', { role: 'ADMIN' });
    await screen.findByRole('option', { name: 'Cabinet médical' });
    form.unmount();

    renderApp('/app/settings/room-type', { role: 'ADMIN' });
    expect(await screen.findByText('Pharmacie')).toBeInTheDocument();
  });
});
