import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, route, type Call, type Handler } from '../../../testing/fetch-mock.ts';
import { aProfile, pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const listCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/user-profiles/profiles');
const last = (calls: Call[]) => listCalls(calls).at(-1)!.url.searchParams;

function patientsServer(total = 45, ...extra: Handler[]) {
  const patient = aProfile({ lastName: 'Martin', firstName: 'Léa', telephoneNumber: '+33612345678' });
  return mockFetch(
    route('GET', '/api/user-profiles/profiles', (call) =>
      json(200, pageOf([patient], total, 20, Number(call.url.searchParams.get('page')))),
    ),
    ...extra,
  );
}

// Whole-app renders with typing: slow on a shared machine, so a wider limit than the default 5 s.
describe('patients list', { timeout: 30_000 }, () => {
  it('asks the server for 20 patients who are not staff, and shows the phone and creation date as the spec writes them', async () => {
    const { calls } = patientsServer();
    renderApp('/app/patients/list', { role: 'ROOM_USER' });

    const row = (await screen.findByRole('cell', { name: 'Martin' })).closest('tr')!;
    expect(within(row).getByText('06 12 34 56 78')).toBeInTheDocument();
    expect(within(row).getByText('15-01-2026 à 10:05')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voir la fiche de Martin Léa' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/patients\/.+\/view$/),
    );
    const params = last(calls);
    expect(params.get('staff')).toBe('false');
    expect(params.get('size')).toBe('20');
    expect(params.get('page')).toBe('0');
    expect(params.getAll('sort')).toEqual(['lastName,asc', 'firstName,asc']);
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Patients');
  });

  it('sorts every column but the creation date on the server, ascending then descending', async () => {
    const { calls } = patientsServer();
    const { user } = renderApp('/app/patients/list', { role: 'DOCTOR' });
    await screen.findByRole('cell', { name: 'Martin' });

    await user.click(screen.getByRole('button', { name: /Téléphone/ }));
    await waitFor(() => expect(last(calls).getAll('sort')).toEqual(['telephoneNumber,asc']));
    await user.click(screen.getByRole('button', { name: /Téléphone/ }));
    await waitFor(() => expect(last(calls).getAll('sort')).toEqual(['telephoneNumber,desc']));
    expect(screen.getByRole('columnheader', { name: /Téléphone/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    for (const name of ['Nom', 'Prénom', 'Email']) {
      expect(
        within(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).getByRole('button'),
      ).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('columnheader', { name: 'Date de création' })).queryByRole('button'),
    ).toBeNull();
  });

  it('sends the text filters and the full search, back to the first page, and pages forward', async () => {
    const { calls } = patientsServer();
    const { user } = renderApp('/app/patients/list', { role: 'SECTOR_MANAGER' });
    await screen.findByRole('cell', { name: 'Martin' });

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(last(calls).get('page')).toBe('1'));
    const filters = screen.getByRole('group', { name: 'Filtres' });
    await user.type(within(filters).getByLabelText('Nom'), 'mar');
    await user.type(within(filters).getByLabelText('Email'), 'lea@');
    await user.type(within(filters).getByLabelText('Recherche (nom complet)'), 'léa martin');

    await waitFor(() => {
      const params = last(calls);
      expect(params.get('lastName')).toBe('mar');
      expect(params.get('email')).toBe('lea@');
      expect(params.get('name')).toBe('léa martin');
      expect(params.get('page')).toBe('0');
    });
  });

  it('exports the filtered, sorted list as CSV through the export endpoint', async () => {
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const { calls } = patientsServer(
      45,
      route(
        'GET',
        '/api/user-profiles/by-query/export',
        () => new Response('\uFEFFNom;Prénom\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      ),
    );
    const { user } = renderApp('/app/patients/list', { role: 'ROOM_USER' });
    await screen.findByRole('cell', { name: 'Martin' });
    await user.type(within(screen.getByRole('group', { name: 'Filtres' })).getByLabelText('Prénom'), 'léa');
    await waitFor(() => expect(last(calls).get('firstName')).toBe('léa'));

    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));

    await waitFor(() => {
      const exported = calls.find((c) => c.url.pathname === '/api/user-profiles/by-query/export');
      expect(exported?.url.searchParams.get('query')).toBe('staff==false;firstName=="*léa*"');
      expect(exported?.url.searchParams.getAll('sort')).toEqual(['lastName,asc', 'firstName,asc']);
      // The patients columns, which every role of the list may export (the users list's are for its editors).
      expect(exported?.url.searchParams.get('columns')).toBe('patients');
    });
  });

  it('has one search: the full-name search among its filters, not a second patient search above them', async () => {
    patientsServer();
    renderApp('/app/patients/list', { role: 'DOCTOR' });
    await screen.findByRole('cell', { name: 'Martin' });

    expect(screen.getAllByRole('searchbox').map((box) => box.getAttribute('name'))).toEqual([
      'lastName',
      'firstName',
      'email',
      'search',
    ]);
  });

  it('says so when no patient matches, and when the list cannot be loaded', async () => {
    mockFetch(route('GET', '/api/user-profiles/profiles', () => json(200, pageOf([]))));
    renderApp('/app/patients/list', { role: 'DOCTOR' });
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
  });

  it('shows an error with a retry when the server fails', async () => {
    mockFetch(
      route('GET', '/api/user-profiles/profiles', () => json(500, { messageCode: 'common.server.error' })),
    );
    renderApp('/app/patients/list', { role: 'DOCTOR' });
    expect(await screen.findByText('Impossible de charger la liste.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
