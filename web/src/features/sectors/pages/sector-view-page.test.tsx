import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { statisticsService } from '../../../testing/statistics-answers.ts';
import { ME, page, profileOf, profileRoute, sector, SECTOR_ID } from '../test-sectors.ts';

const ROOM_2 = '0190a0b0-0000-7000-8000-0000000000e2';
const details = route('GET', `/api/material-resources/get-sector-details/${SECTOR_ID}`, () =>
  json(200, sector),
);
const byManager = route('GET', `/api/material-resources/get-sector-by-manager/${ME}`, () =>
  json(200, sector),
);

// Whole-app renders with typing: slow when the machine is busy, so more than the 5 s default.
describe('the sector page', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('shows the rooms with their phone in French format, the doctors and their totals', async () => {
    mockFetch(profileRoute, details);
    renderApp(`/app/sectors/${SECTOR_ID}/view`, { role: 'ADMIN', sub: ME });

    const rooms = await screen.findByRole('region', { name: /Salles/ });
    expect(within(rooms).getByRole('link', { name: 'Salle Troyes' })).toHaveAttribute(
      'href',
      '/app/rooms/0190a0b0-0000-7000-8000-0000000000e1/view',
    );
    expect(within(rooms).getByRole('cell', { name: '03 25 76 44 12' })).toBeInTheDocument();
    expect(within(rooms).getByText('1 salle(s)')).toBeInTheDocument();
    const doctors = screen.getByRole('region', { name: /Médecins/ });
    expect(within(doctors).getByText('antoine.girard@demo.teleplan.fr')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Cabinets digitaux');
  });

  it('unlinks a room only after confirmation', async () => {
    const { calls } = mockFetch(
      profileRoute,
      details,
      route(
        'DELETE',
        `/api/material-resources/rooms/${sector.rooms![0]!.id}/sectors/${SECTOR_ID}`,
        () => new Response(null, { status: 204 }),
      ),
    );
    const { user } = renderApp(`/app/sectors/${SECTOR_ID}/view`, { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Retirer Salle Troyes du cabinet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer cette salle du cabinet ?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Action validée')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('searches rooms to add after more than 2 characters and maps the full-licence refusal', async () => {
    const other = { ...sector.rooms![0]!, id: '0190a0b0-0000-7000-8000-0000000000e2', name: 'Salle Romilly' };
    const { calls } = mockFetch(
      profileRoute,
      details,
      route('GET', '/api/material-resources/rooms/search', () =>
        json(200, [{ ...other, virtual: false, sectors: [] }]),
      ),
      route('PUT', `/api/material-resources/rooms/${other.id}/sectors/${SECTOR_ID}`, () =>
        json(409, { messageCode: 'material_resources.sector.no_room_available', message: 'full' }),
      ),
    );
    // The search box's pause is passed by moving the clock, not by waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { user } = renderApp(`/app/sectors/${SECTOR_ID}/view`, { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Ajouter des salles' }));
    const panel = screen.getByRole('dialog', { name: 'Ajouter des salles' });
    await user.type(within(panel).getByLabelText('Rechercher une salle (nom, adresse, téléphone)'), 'ro');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(calls.some((call) => call.url.pathname.endsWith('/rooms/search'))).toBe(false);

    await user.type(within(panel).getByLabelText('Rechercher une salle (nom, adresse, téléphone)'), 'm');
    await user.click(await within(panel).findByRole('checkbox', { name: /Salle Romilly/ }));
    await user.click(within(panel).getByRole('button', { name: 'Ajouter 1 salle(s)' }));
    expect(
      await screen.findByText("1 salle(s) non ajoutée(s) : Le cabinet n'a plus de salle disponible."),
    ).toBeInTheDocument();
    const search = calls.find((call) => call.url.pathname.endsWith('/rooms/search'))!.url.searchParams;
    expect(search.get('partialName')).toBe('rom');
    expect(search.get('size')).toBe('5');
  });

  it("offers a sector manager no 'add rooms' when she manages no other sector's room", async () => {
    const mine = { ...sector, manager: { id: ME, username: 'claire.moreau@demo.teleplan.fr' } };
    const { calls } = mockFetch(
      profileRoute,
      route('GET', `/api/material-resources/get-sector-details/${SECTOR_ID}`, () => json(200, mine)),
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, [mine])),
    );
    renderApp(`/app/sectors/${SECTOR_ID}/view`, { role: 'SECTOR_MANAGER', sub: ME });
    const rooms = await screen.findByRole('region', { name: /Salles/ });
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname.endsWith('/get-sector-list/'))).toBe(true),
    );
    await within(rooms).findByRole('link', { name: 'Salle Troyes' });
    expect(within(rooms).queryByRole('button', { name: 'Ajouter des salles' })).not.toBeInTheDocument();
  });

  it('offers a sector manager only the rooms of her other sectors to add', async () => {
    const mine = { ...sector, manager: { id: ME, username: 'claire.moreau@demo.teleplan.fr' } };
    const second = { ...mine, id: '0190a0b0-0000-7000-8000-0000000000c2', name: 'Marne', roomIds: [ROOM_2] };
    const room = (id: string, name: string, sectorId: string) => ({
      ...sector.rooms![0]!,
      id,
      name,
      virtual: false,
      sectors: [{ id: sectorId, name: 'x' }],
    });
    mockFetch(
      profileRoute,
      route('GET', `/api/material-resources/get-sector-details/${SECTOR_ID}`, () => json(200, mine)),
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, [mine, second])),
      route('GET', '/api/material-resources/rooms/search', () =>
        json(200, [
          room(ROOM_2, 'Salle Reims', second.id),
          room(
            '0190a0b0-0000-7000-8000-0000000000e3',
            'Salle Romilly',
            '0190a0b0-0000-7000-8000-0000000000c9',
          ),
        ]),
      ),
    );
    const { user } = renderApp(`/app/sectors/${SECTOR_ID}/view`, { role: 'SECTOR_MANAGER', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Ajouter des salles' }));
    const panel = screen.getByRole('dialog', { name: 'Ajouter des salles' });
    await user.type(within(panel).getByLabelText('Rechercher une salle (nom, adresse, téléphone)'), 'salle');
    expect(await within(panel).findByRole('checkbox', { name: /Salle Reims/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox', { name: /Salle Romilly/ })).not.toBeInTheDocument();
  });

  it('tells a sector manager which doctors she may add, and why one was refused', async () => {
    const mine = { ...sector, manager: { id: ME, username: 'claire.moreau@demo.teleplan.fr' } };
    const other = profileOf(
      '0190a0b0-0000-7000-8000-0000000000d2',
      'Paul',
      'Martin',
      'paul.martin@example.fr',
    );
    mockFetch(
      profileRoute,
      route('GET', `/api/material-resources/get-sector-details/${SECTOR_ID}`, () => json(200, mine)),
      route('GET', '/api/material-resources/get-sector-list/', () => json(200, [mine])),
      route('GET', '/api/user-profiles/by-query', () => json(200, page([{ profile: other, account: null }]))),
      route('POST', '/api/material-resources/add-doctors-sector', () =>
        json(403, { messageCode: 'material_resources.sector.doctor_unmanaged', message: 'no' }),
      ),
    );
    const { user } = renderApp(`/app/sectors/${SECTOR_ID}/view`, { role: 'SECTOR_MANAGER', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Ajouter des médecins' }));
    const panel = screen.getByRole('dialog', { name: 'Ajouter des médecins' });
    expect(within(panel).getByLabelText('Rechercher un médecin (nom, email)')).toHaveAccessibleDescription(
      /un médecin d'un autre cabinet est ajouté par un administrateur/,
    );
    await user.click(await within(panel).findByRole('checkbox', { name: /Paul Martin/ }));
    await user.click(within(panel).getByRole('button', { name: 'Ajouter 1 médecin(s)' }));
    expect(await screen.findByText(/seul un administrateur peut l'ajouter au vôtre/)).toBeInTheDocument();
  });

  it("says 'cannot load sector' and goes back when the sector cannot be read", async () => {
    mockFetch(
      profileRoute,
      route('GET', `/api/material-resources/get-sector-details/${SECTOR_ID}`, () =>
        json(403, { messageCode: 'material_resources.sector.unauthorized', message: 'no' }),
      ),
    );
    const { router } = renderApp(`/app/sectors/${SECTOR_ID}/view`, { role: 'ADMIN', sub: ME });
    expect(await screen.findByText('Impossible de charger le cabinet digital')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
  });

  it("links a sector manager's 'my practice' shortcut to their sector and hides the list breadcrumb", async () => {
    mockFetch(
      profileRoute,
      details,
      byManager,
      route('GET', '/api/user-profiles/by-query', () => json(200, page([]))),
    );
    const { user, router } = renderApp('/app/home', { role: 'SECTOR_MANAGER', sub: ME });
    const shortcuts = await screen.findByRole('navigation', { name: 'Raccourcis' });
    const link = await within(shortcuts).findByRole('link', { name: 'Mon cabinet' });
    await waitFor(() => expect(link).toHaveAttribute('href', `/app/sectors/${SECTOR_ID}/view`), {
      timeout: 8000,
    });

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/sectors/${SECTOR_ID}/view`));
    await screen.findByRole('heading', { name: 'Aube' });
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).not.toHaveTextContent(
      'Cabinets digitaux',
    );
  });

  it("turns the placeholder 'mine' into the sector manager's own sector", async () => {
    mockFetch(profileRoute, details, byManager);
    const { router } = renderApp('/app/sectors/mine/view', { role: 'SECTOR_MANAGER', sub: ME });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/sectors/${SECTOR_ID}/view`));
  });

  it("shows the sector manager's dashboard tabs, each leading to its list", async () => {
    mockFetch(profileRoute, byManager);
    const { user } = renderApp('/app/home', { role: 'SECTOR_MANAGER', sub: ME });
    const tabs = await screen.findByRole('tablist', { name: 'Mon cabinet digital' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Cabinet', 'Salles', 'Médecins', 'Types de salle']);
    expect(screen.getByRole('link', { name: 'Voir mon cabinet' })).toHaveAttribute(
      'href',
      `/app/sectors/${SECTOR_ID}/view`,
    );
    within(tabs).getByRole('tab', { name: 'Cabinet' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Médecins' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Voir les médecins' })).toHaveAttribute(
      'href',
      '/app/doctors/list',
    );
  });

  it("shows the sector's statistics under its rooms and doctors", async () => {
    const service = statisticsService();
    mockFetch(profileRoute, details, service.handler);
    renderApp(`/app/sectors/${SECTOR_ID}/view`, { role: 'ADMIN', sub: ME });

    const statistics = await screen.findByRole('region', { name: 'Statistiques du cabinet' });
    const reasons = await within(statistics).findByRole('region', { name: 'Motifs de prise de rendez-vous' });
    await waitFor(() => expect(reasons).toHaveTextContent('7'));
    expect(service.calls.map((call) => call.url.pathname)).toContain(
      `/api/indicators/statistics/overall/latest/sectors/${SECTOR_ID}`,
    );
  });
});
