import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { manager, ME, page, profileRoute, sector, SECTOR_ID } from '../test-sectors.ts';

const quota = { sectorId: SECTOR_ID, nbRooms: 5, usedRooms: 1, availableRooms: 4, open: true };

function sectorsBackend() {
  return mockFetch(
    profileRoute,
    route('GET', '/api/material-resources/sectors/with', () => json(200, page([sector]))),
    route('POST', '/api/licenses/check-available-rooms/', () => json(200, quota)),
    route('GET', '/api/user-profiles/by-query', () => json(200, page([manager], 20))),
    route('POST', '/api/material-resources/sectors', (call) =>
      json(201, { ...sector, name: JSON.parse(call.body).name }),
    ),
    route('POST', '/api/licenses/add-licenses-rooms', () =>
      json(400, { messageCode: 'licenses.license.rooms_mismatch', message: 'mismatch' }),
    ),
    route('POST', `/api/licenses/sectors/${SECTOR_ID}/close`, () => json(200, { ...quota, open: false })),
  );
}

const listCalls = (calls: ReturnType<typeof sectorsBackend>['calls']) =>
  calls.filter((call) => call.url.pathname === '/api/material-resources/sectors/with');

// Whole-app renders with typing: slow when the machine is busy, so more than the 5 s default.
describe('the sectors list', { timeout: 20_000 }, () => {
  it('shows a page of 10 sectors sorted by name, with their rooms of the licence and their state', async () => {
    const { calls } = sectorsBackend();
    renderApp('/app/sectors/list', { role: 'ADMIN', sub: ME });

    const row = (await screen.findByRole('link', { name: 'Aube' })).closest('tr')!;
    expect(await within(row).findByText('1 / 5')).toBeInTheDocument();
    expect(within(row).getByText('Ouvert')).toBeInTheDocument();
    const first = listCalls(calls)[0]!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({
      size: '10',
      page: '0',
      sort: 'name,asc',
      withDetails: 'true',
    });
    // Closing a practice is the distributor's: an admin has no such action.
    expect(within(row).queryByRole('button', { name: 'Fermer Aube' })).not.toBeInTheDocument();
  });

  it('searches by name and sorts the other way when asked', async () => {
    const { calls } = sectorsBackend();
    const { user } = renderApp('/app/sectors/list', { role: 'ADMIN', sub: ME });
    await screen.findByRole('link', { name: 'Aube' });

    await user.type(screen.getByLabelText('Rechercher un cabinet'), 'aub');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('query')).toBe('name=="*aub*"'));
    await user.click(screen.getByRole('button', { name: /^Nom/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('sort')).toBe('name,desc'));
  });

  it('pages 10 sectors at a time with the pager and count every server-paged list has', async () => {
    const { calls } = mockFetch(
      profileRoute,
      route('GET', '/api/material-resources/sectors/with', (call) =>
        json(200, {
          ...page([sector]),
          totalElements: 11,
          totalPages: 2,
          number: Number(call.url.searchParams.get('page')),
        }),
      ),
      route('POST', '/api/licenses/check-available-rooms/', () => json(200, quota)),
    );
    const { user } = renderApp('/app/sectors/list', { role: 'ADMIN', sub: ME });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('11 résultats')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('1'));
    expect(await within(pager).findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Aube' })).toBeInTheDocument();
  });

  it('refuses a new sector without manager, name or licence key, with the spec messages', async () => {
    const { calls } = sectorsBackend();
    const { user } = renderApp('/app/sectors/list', { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un cabinet' }));
    const panel = await screen.findByRole('dialog', { name: 'Nouveau cabinet digital' });

    await user.click(within(panel).getByRole('button', { name: 'Créer le cabinet' }));
    expect(
      await within(panel).findByText('Veuillez choisir un gérant de cabinet digital'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Le nom du cabinet est obligatoire')).toBeInTheDocument();
    expect(within(panel).getByText('La clé de licence est obligatoire')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/sectors'))).toBe(
      false,
    );
  });

  it('creates a sector with its name, licence key and manager, and says so', async () => {
    const { calls } = sectorsBackend();
    const { user } = renderApp('/app/sectors/list', { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un cabinet' }));
    const panel = await screen.findByRole('dialog', { name: 'Nouveau cabinet digital' });

    await user.type(within(panel).getByLabelText('Nom'), 'Marne');
    await user.type(within(panel).getByLabelText('Clé de licence'), ' TPL1.abc.def ');
    await within(panel).findByRole('option', { name: /Sophie Bernard/ });
    await user.selectOptions(within(panel).getByLabelText('Gérant de cabinet digital'), manager.profile.id);
    await user.click(within(panel).getByRole('button', { name: 'Créer le cabinet' }));

    expect(await screen.findByText('Cabinet digital créé')).toBeInTheDocument();
    const created = calls.find(
      (call) => call.method === 'POST' && call.url.pathname === '/api/material-resources/sectors',
    );
    expect(JSON.parse(created!.body)).toEqual({
      name: 'Marne',
      license: 'TPL1.abc.def',
      sectorManager: manager.profile.id,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a sector without asking its licence key again', async () => {
    sectorsBackend();
    const { user } = renderApp('/app/sectors/list', { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Modifier Aube' }));
    const panel = await screen.findByRole('dialog', { name: 'Modifier le cabinet digital' });
    expect(within(panel).getByLabelText('Nom')).toHaveValue('Aube');
    expect(within(panel).queryByLabelText('Clé de licence')).not.toBeInTheDocument();
  });

  it('checks the licence form and shows the licences service refusal in words', async () => {
    const { calls } = sectorsBackend();
    const { user } = renderApp('/app/sectors/list', { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Ajouter une clé de licence à Aube' }));
    const panel = await screen.findByRole('dialog', { name: 'Ajouter une clé de licence' });

    await user.click(within(panel).getByRole('button', { name: 'Ajouter la licence' }));
    expect(await within(panel).findByText('La clé de licence est obligatoire')).toBeInTheDocument();
    expect(within(panel).getByText('Le nombre de salles est obligatoire')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Nombre de salles'), '3,5');
    await user.type(within(panel).getByLabelText('Clé de licence'), 'TPL1.x.y');
    await user.click(within(panel).getByRole('button', { name: 'Ajouter la licence' }));
    expect(
      await within(panel).findByText('Le nombre de salles doit être un entier entre 1 et 10000'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/licenses/add-licenses-rooms')).toBe(false);

    await user.clear(within(panel).getByLabelText('Nombre de salles'));
    await user.type(within(panel).getByLabelText('Nombre de salles'), '4');
    await user.click(within(panel).getByRole('button', { name: 'Ajouter la licence' }));
    expect(
      await screen.findByText(
        "La licence n'a pas pu être ajoutée : Le nombre de salles ne correspond pas à celui de la clé de licence.",
      ),
    ).toBeInTheDocument();
    const added = calls.find((call) => call.url.pathname === '/api/licenses/add-licenses-rooms');
    expect(JSON.parse(added!.body)).toEqual({ sectorId: SECTOR_ID, license: 'TPL1.x.y', nbRooms: 4 });
  });

  it('lets the distributor close a practice after confirming', async () => {
    const { calls } = sectorsBackend();
    const { user } = renderApp('/app/sectors/list', { role: 'SUPER_ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Fermer Aube' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fermer ce cabinet digital ?' });
    expect(calls.some((call) => call.url.pathname.endsWith('/close'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Fermer le cabinet' }));
    expect(await screen.findByText('Cabinet fermé')).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.method === 'POST' && call.url.pathname === `/api/licenses/sectors/${SECTOR_ID}/close`,
      ),
    ).toBe(true);
  });

  it("exports the selected practices' appointments", async () => {
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const { calls } = mockFetch(
      profileRoute,
      route('GET', '/api/material-resources/sectors/with', () => json(200, page([sector]))),
      route('POST', '/api/licenses/check-available-rooms/', () => json(200, quota)),
      route('GET', '/api/schedule/export/appointments', () => new Response('\uFEFFDate\n')),
    );
    const { user } = renderApp('/app/sectors/list', { role: 'ADMIN', sub: ME });
    await screen.findByRole('link', { name: 'Aube' });
    await user.click(screen.getByRole('button', { name: 'Sélection' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Aube' }));
    await user.click(screen.getByRole('button', { name: 'Exporter les rendez-vous' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporter les rendez-vous' });
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() =>
      expect(
        calls
          .find((c) => c.url.pathname === '/api/schedule/export/appointments')
          ?.url.searchParams.getAll('sectorIds'),
      ).toEqual([SECTOR_ID]),
    );
  });
});
