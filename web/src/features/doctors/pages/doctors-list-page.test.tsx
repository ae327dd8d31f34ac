import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sector } from '@teleplan/proto/material-resources';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { aComposite, aProfile, pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const MANAGER = '0190a0b0-0000-7000-8000-0000000000f1';

function aSector(name: string, doctorIds: string[]): Sector {
  const id = `0190a0b0-0000-7000-9000-${name.length.toString().padStart(6, '0')}${String(doctorIds.length).padStart(6, '0')}`;
  return { id, name, enabled: true, manager: null, roomIds: [], doctorIds, doctors: [] };
}

const byQuery = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/user-profiles/by-query');

// Whole-app renders with typing: slow on a shared machine, so a wider limit than the default 5 s.
describe('doctors list', { timeout: 30_000 }, () => {
  it('searches doctors 50 a page on the server and reads their sectors in one call', async () => {
    const house = aProfile({ lastName: 'House', firstName: 'Gregory', email: 'house@example.fr' });
    const grey = aProfile({ lastName: 'Grey', firstName: 'Meredith' });
    const sector = aSector('Cabinet Nord', [house.id]);
    const { calls } = mockFetch(
      route('GET', '/api/user-profiles/by-query', () =>
        json(200, pageOf([aComposite(house), aComposite(grey)], 2, 50)),
      ),
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([sector], 1, 999))),
    );
    const { user } = renderApp('/app/doctors/list', { role: 'ADMIN' });

    const row = (await screen.findByRole('cell', { name: 'House Gregory' })).closest('tr')!;
    expect(within(row).getByText('house@example.fr')).toBeInTheDocument();
    expect(await within(row).findByText('Cabinet Nord')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    const sectorCalls = calls.filter((c) => c.url.pathname === '/api/material-resources/sectors/with');
    expect(sectorCalls).toHaveLength(1);
    expect(sectorCalls[0]!.url.searchParams.get('query')).toBe(`doctors.id=in=("${house.id}","${grey.id}")`);
    expect(screen.getByRole('link', { name: 'Ajouter un médecin' })).toHaveAttribute(
      'href',
      '/app/users/new?caller=doctor',
    );

    await user.type(screen.getByLabelText('Rechercher un médecin (nom, prénom)'), 'gre hou');
    await waitFor(() =>
      expect(byQuery(calls).at(-1)!.url.searchParams.get('query')).toBe(
        'roles==DOCTOR;(lastName=="*gre*",firstName=="*gre*");(lastName=="*hou*",firstName=="*hou*")',
      ),
    );
    expect(byQuery(calls).at(-1)!.url.searchParams.get('size')).toBe('50');
  });

  it("shows a sector manager only their sector's doctors and lets them unlink after confirmation", async () => {
    const house = aProfile({ lastName: 'House', firstName: 'Gregory' });
    const own = aSector('Cabinet Sud', [house.id]);
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-sector-by-manager/${MANAGER}`, () => json(200, own)),
      route('GET', '/api/user-profiles/by-query', () => json(200, pageOf([aComposite(house)], 1, 50))),
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([own], 1, 999))),
      route(
        'DELETE',
        `/api/material-resources/delete-doctor-sector/${own.id}/${house.id}`,
        () => new Response(null, { status: 204 }),
      ),
    );
    const { user } = renderApp('/app/doctors/list', { role: 'SECTOR_MANAGER', sub: MANAGER });

    await screen.findByRole('cell', { name: 'House Gregory' });
    expect(byQuery(calls)[0]!.url.searchParams.get('query')).toBe(`roles==DOCTOR;id=in=("${house.id}")`);
    expect(screen.queryByRole('button', { name: /Rattacher House/ })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Détacher du cabinet Cabinet Sud' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Détacher le médecin' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Détacher' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows no doctor to a sector manager without a sector, without asking accounts', async () => {
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-sector-by-manager/${MANAGER}`, () =>
        json(404, { messageCode: 'material_resources.sector.missing' }),
      ),
    );
    renderApp('/app/doctors/list', { role: 'SECTOR_MANAGER', sub: MANAGER });
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
    expect(screen.getByText(/Vous ne gérez aucun cabinet digital/)).toBeInTheDocument();
    expect(byQuery(calls)).toHaveLength(0);
  });

  it('hides emails, adding and linking from a room user, who reads the doctors of their sectors', async () => {
    const house = aProfile({ lastName: 'House', firstName: 'Gregory' });
    const sector = aSector('Cabinet Est', [house.id]);
    const { calls } = mockFetch(
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, [sector])),
      route('GET', '/api/user-profiles/doctors', () =>
        json(200, [{ profile: house, sectorIds: [sector.id] }]),
      ),
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([sector], 1, 999))),
    );
    renderApp('/app/doctors/list', { role: 'ROOM_USER' });

    await screen.findByRole('cell', { name: 'House Gregory' });
    expect(screen.queryByRole('columnheader', { name: 'Email' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ajouter un médecin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Détacher/ })).toBeNull();
    expect(byQuery(calls)).toHaveLength(0);
    expect(
      calls
        .find((c) => c.url.pathname === '/api/user-profiles/doctors')!
        .url.searchParams.getAll('sectorIds'),
    ).toEqual([sector.id]);
  });

  it('links a doctor to a sector chosen among all of them by an admin', async () => {
    const grey = aProfile({ lastName: 'Grey', firstName: 'Meredith' });
    const north = aSector('Cabinet Nord', []);
    const { calls } = mockFetch(
      route('GET', '/api/user-profiles/by-query', () => json(200, pageOf([aComposite(grey)], 1, 50))),
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([], 0, 999))),
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, [north])),
      route('POST', `/api/material-resources/add-doctor-sector/${north.id}/${grey.id}`, () =>
        json(200, north),
      ),
    );
    const { user } = renderApp('/app/doctors/list', { role: 'SUPER_ADMIN' });

    await user.click(
      await screen.findByRole('button', { name: 'Rattacher Grey Meredith à un cabinet digital' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText('Cabinet digital'), 'Cabinet Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Rattacher' }));

    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.startsWith('/api/material-resources/add-doctor-sector/'))).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Action validée')).toBeInTheDocument();
  });

  it('toggles a selection column and counts the selected doctors', async () => {
    const grey = aProfile({ lastName: 'Grey', firstName: 'Meredith' });
    mockFetch(
      route('GET', '/api/user-profiles/by-query', () => json(200, pageOf([aComposite(grey)], 1, 50))),
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([], 0, 999))),
    );
    const { user } = renderApp('/app/doctors/list', { role: 'ADMIN' });
    await screen.findByRole('cell', { name: 'Grey Meredith' });

    await user.click(screen.getByRole('button', { name: 'Sélectionner des lignes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Grey Meredith' }));

    expect(screen.getByText('1 médecin sélectionné')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Grey Meredith' }).closest('tr')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("offers an admin each doctor's calendar, availability and pinned agenda, and the multi-doctor view", async () => {
    const grey = aProfile({ lastName: 'Grey', firstName: 'Meredith' });
    mockFetch(
      route('GET', '/api/user-profiles/by-query', () => json(200, pageOf([aComposite(grey)], 1, 50))),
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([], 0, 999))),
    );
    const { user } = renderApp('/app/doctors/list', { role: 'ADMIN' });
    await screen.findByRole('cell', { name: 'Grey Meredith' });

    expect(screen.getByRole('link', { name: 'Calendrier de Grey Meredith' })).toHaveAttribute(
      'href',
      `/app/doctors/${grey.id}/calendar`,
    );
    expect(screen.getByRole('link', { name: 'Disponibilités de Grey Meredith' })).toHaveAttribute(
      'href',
      `/app/doctors/${grey.id}/availability`,
    );
    expect(screen.getByRole('link', { name: 'Vue multi-médecins' })).toHaveAttribute(
      'href',
      '/app/doctors/list/multiview-doctors',
    );

    const pin = screen.getByRole('button', { name: "Épingler l'agenda de Grey Meredith" });
    await user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('teleplan.pinned-agenda')!)).toMatchObject({
      ownerType: 'DOCTOR',
      id: grey.id,
    });
    await user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('teleplan.pinned-agenda')).toBeNull();
  });

  it('keeps the multi-doctor view to admins, and the planning actions away from room roles', async () => {
    const house = aProfile({ lastName: 'House', firstName: 'Gregory' });
    const sector = aSector('Cabinet Est', [house.id]);
    mockFetch(
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, [sector])),
      route('GET', '/api/user-profiles/doctors', () =>
        json(200, [{ profile: house, sectorIds: [sector.id] }]),
      ),
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([sector], 1, 999))),
      route('GET', `/api/material-resources/get-sector-by-manager/${MANAGER}`, () => json(200, sector)),
      route('GET', '/api/user-profiles/by-query', () => json(200, pageOf([aComposite(house)], 1, 50))),
    );
    renderApp('/app/doctors/list', { role: 'ROOM_MANAGER' });
    await screen.findByRole('cell', { name: 'House Gregory' });
    expect(screen.queryByRole('link', { name: /Calendrier de/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Épingler/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vue multi-médecins' })).toBeNull();
    cleanup();

    renderApp('/app/doctors/list', { role: 'SECTOR_MANAGER', sub: MANAGER });
    expect(await screen.findByRole('link', { name: 'Calendrier de House Gregory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Disponibilités de House Gregory' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vue multi-médecins' })).toBeNull();
  });

  it("exports the selected doctors' appointments", async () => {
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const grey = aProfile({ lastName: 'Grey', firstName: 'Meredith' });
    const house = aProfile({ lastName: 'House', firstName: 'Gregory' });
    const { calls } = mockFetch(
      route('GET', '/api/user-profiles/by-query', () =>
        json(200, pageOf([aComposite(grey), aComposite(house)], 2, 50)),
      ),
      route('GET', '/api/material-resources/sectors/with', () => json(200, pageOf([], 0, 999))),
      route('GET', '/api/schedule/export/appointments', () => new Response('\uFEFFDate\n')),
    );
    const { user } = renderApp('/app/doctors/list', { role: 'ADMIN' });
    await screen.findByRole('cell', { name: 'Grey Meredith' });
    await user.click(screen.getByRole('button', { name: 'Sélectionner des lignes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner House Gregory' }));
    await user.click(screen.getByRole('button', { name: 'Exporter les rendez-vous' }));

    const dialog = await screen.findByRole('dialog', { name: 'Exporter les rendez-vous' });
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() =>
      expect(
        calls
          .find((c) => c.url.pathname === '/api/schedule/export/appointments')
          ?.url.searchParams.getAll('doctorIds'),
      ).toEqual([house.id]),
    );
  });
});
