import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../testing/csv-capture.ts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { pageOf, staffUser } from '../test-users.ts';

const LIST = '/api/user-profiles/by-query';
const listCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === LIST);
const lastQuery = (calls: Call[]) => listCalls(calls).at(-1)!.url.searchParams;

describe('users list', () => {
  it('asks the server for the first 20 staff accounts, sorted by name, and shows them with the reduced role list', async () => {
    const doctor = staffUser({ firstName: 'Paul', lastName: 'Durand', roles: ['DOCTOR', 'PATIENT'] });
    const { calls } = mockFetch(route('GET', LIST, () => json(200, pageOf([doctor]))));
    renderApp('/app/users/list', { role: 'ADMIN' });

    const row = (await screen.findByRole('cell', { name: 'Paul Durand' })).closest('tr')!;
    expect(within(row).getByText(doctor.profile.email!)).toBeInTheDocument();
    expect(within(row).getByText('14-07-2026 10:05')).toBeInTheDocument();
    expect(within(row).getByText('Médecin')).toBeInTheDocument();
    expect(within(row).queryByText('Patient')).not.toBeInTheDocument();
    expect(within(row).getByText('Actif')).toBeInTheDocument();

    const params = lastQuery(calls);
    expect(params.get('query')).toBe('staff==true;account=isnull=false');
    expect(params.getAll('sort')).toEqual(['lastName,asc', 'firstName,asc']);
    expect(params.get('size')).toBe('20');
    expect(params.get('page')).toBe('0');
  });

  it('pages through the server: the next page asks for page 1', async () => {
    const { calls } = mockFetch(
      route('GET', LIST, (call) => {
        const page = Number(call.url.searchParams.get('page'));
        return json(200, pageOf([staffUser({ lastName: `Page${page}` })], page, 45));
      }),
    );
    const { user } = renderApp('/app/users/list', { role: 'ADMIN' });
    await screen.findByText('Page 1 sur 3');
    expect(screen.getByText('45 résultats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await screen.findByText('Page 2 sur 3');
    expect(lastQuery(calls).get('page')).toBe('1');
  });

  it('builds the RSQL query from the search, the role and the status, back on the first page', async () => {
    const { calls } = mockFetch(
      route('GET', LIST, (call) =>
        json(200, pageOf([staffUser()], Number(call.url.searchParams.get('page')), 45)),
      ),
    );
    const { user } = renderApp('/app/users/list?page=1', { role: 'SUPER_ADMIN' });
    await screen.findByText('Page 2 sur 3');

    await user.type(screen.getByLabelText('Rechercher (nom, prénom)'), 'dup');
    await waitFor(() =>
      expect(lastQuery(calls).get('query')).toBe(
        'staff==true;account=isnull=false;(lastName=="*dup*",firstName=="*dup*")',
      ),
    );
    expect(lastQuery(calls).get('page')).toBe('0');

    await user.selectOptions(screen.getByLabelText('Filtrer par rôle'), 'Médecin');
    await user.selectOptions(screen.getByLabelText('Filtrer par statut'), 'Inactif');
    await waitFor(() =>
      expect(lastQuery(calls).get('query')).toBe(
        'staff==true;account=isnull=false;(lastName=="*dup*",firstName=="*dup*");roles==DOCTOR;enabled==false',
      ),
    );
  });

  it('exports the filtered list as CSV from the export endpoint, with the same query and sort', async () => {
    const downloads = captureDownloads();
    const { calls } = mockFetch(
      route('GET', LIST, () => json(200, pageOf([staffUser()]))),
      route(
        'GET',
        `${LIST}/export`,
        () => new Response('\uFEFFNom;Prénom\nMartin;Jeanne\n', { headers: { 'content-type': 'text/csv' } }),
      ),
    );
    const { user } = renderApp('/app/users/list?role=DOCTOR', { role: 'ADMIN' });
    await screen.findByText('Page 1 sur 1');

    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(downloads.fileNames()).toHaveLength(1));
    const exportCall = calls.find((c) => c.url.pathname === `${LIST}/export`)!;
    expect(exportCall.url.searchParams.get('query')).toBe('staff==true;account=isnull=false;roles==DOCTOR');
    expect(exportCall.url.searchParams.getAll('sort')).toEqual(['lastName,asc', 'firstName,asc']);
    expect(exportCall.headers.get('authorization')).toMatch(/^Bearer /);
    expect(downloads.fileNames()[0]).toMatch(/^utilisateurs-\d{4}-\d{2}-\d{2}\.csv$/);
    // One byte order mark, not two.
    expect((await downloads.texts())[0]).toMatch(/^\uFEFFNom;/);
  });

  it('shows the empty and the error states', async () => {
    let fail = true;
    mockFetch(
      route('GET', LIST, () =>
        fail ? json(500, { messageCode: 'common.server.internal', message: '' }) : json(200, pageOf([])),
      ),
    );
    const { user } = renderApp('/app/users/list', { role: 'ADMIN' });
    expect(await screen.findByText('Impossible de charger la liste.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
  });

  it('disables an account only after the confirmation', async () => {
    const person = staffUser({ firstName: 'Paul', lastName: 'Durand' });
    const { calls } = mockFetch(
      route('GET', LIST, () => json(200, pageOf([person]))),
      route('POST', `/api/accounts/${person.profile.id}/deactivate`, () =>
        json(200, { ...person.account, enabled: false }),
      ),
    );
    const { user } = renderApp('/app/users/list', { role: 'ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Désactiver Paul Durand' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Désactiver le compte ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((c) => c.url.pathname.endsWith('/deactivate'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Désactiver Paul Durand' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Compte désactivé')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/deactivate'))).toHaveLength(1);
  });

  it('re-enables a disabled account by mailing a new activation link, after the confirmation', async () => {
    const person = staffUser({ firstName: 'Paul', lastName: 'Durand', enabled: false });
    const { calls } = mockFetch(
      route('GET', LIST, () => json(200, pageOf([person]))),
      route(
        'POST',
        `/api/user-profiles/profiles/${person.profile.id}/resend-activation-email`,
        () => new Response(null, { status: 204 }),
      ),
    );
    const { user } = renderApp('/app/users/list', { role: 'ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Réactiver Paul Durand' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Envoyer le mail' }),
    );
    expect(await screen.findByText('Email envoyé')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/resend-activation-email'))).toHaveLength(1);
  });

  it('pins a user on this device: a chip above the list, kept after a reload, opening the side panel', async () => {
    const person = staffUser({ firstName: 'Paul', lastName: 'Durand' });
    mockFetch(
      route('GET', LIST, () => json(200, pageOf([person]))),
      route('GET', '/api/user-profiles/staffs/composite-profiles', () => json(200, [person])),
    );
    const first = renderApp('/app/users/list', { role: 'ADMIN' });
    const pin = await screen.findByRole('button', { name: 'Épingler Paul Durand' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    first.unmount();

    const again = renderApp('/app/users/list', { role: 'ADMIN' });
    const pinned = await screen.findByRole('region', { name: 'Épinglés' });
    await again.user.click(within(pinned).getByRole('button', { name: 'Paul Durand' }));
    expect(await screen.findByRole('dialog', { name: 'Paul Durand' })).toBeInTheDocument();
  });
});
