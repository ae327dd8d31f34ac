import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { staffUser } from '../test-users.ts';

const COMPOSITES = '/api/user-profiles/staffs/composite-profiles';
const MANAGER = '0190a0b0-0000-7000-8000-00000000abcd';
const ROOM = '0190a0b0-0000-7000-8000-00000000f00d';
const bodyOf = (call: Call | undefined) => JSON.parse(call!.body) as Record<string, unknown>;

type User = ReturnType<typeof renderApp>['user'];

/** Pastes rather than types: every key would re-render the long country and time zone lists. */
async function fill(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillIdentity(user: User) {
  await fill(user, 'Nom', 'Benali');
  await fill(user, 'Prénom', 'Nadia');
  await fill(user, 'Email', 'nadia.benali@exemple.fr');
  await fill(user, 'Téléphone', '06 12 34 56 78');
  await user.click(screen.getByLabelText('Femme'));
}

// Whole-app renders with long option lists: slower than the default 5 s on a busy machine.
describe('user form', { timeout: 20_000 }, () => {
  it('lets a super admin see and grant the admin role', async () => {
    mockFetch();
    renderApp('/app/users/new', { role: 'SUPER_ADMIN' });
    const roles = await screen.findByRole('group', { name: 'Rôles' });
    expect(within(roles).getByRole('checkbox', { name: 'Administrateur' })).toBeInTheDocument();
    expect(within(roles).getByRole('checkbox', { name: 'Médecin' })).toBeInTheDocument();
  });

  it('hides the admin role from an admin', async () => {
    mockFetch();
    renderApp('/app/users/new', { role: 'ADMIN' });
    const roles = await screen.findByRole('group', { name: 'Rôles' });
    expect(within(roles).queryByRole('checkbox', { name: 'Administrateur' })).not.toBeInTheDocument();
    expect(within(roles).queryByRole('checkbox', { name: 'Super administrateur' })).not.toBeInTheDocument();
    expect(within(roles).getByRole('checkbox', { name: 'Gérant de cabinet digital' })).toBeInTheDocument();
  });

  it('creates a doctor with France as phone country and Paris as zone, then returns to the users list', async () => {
    const { calls } = mockFetch(
      route('POST', '/api/user-profiles/create', (call) => json(201, staffUser({ ...bodyOf(call) }))),
      route('GET', '/api/user-profiles/by-query', () =>
        json(200, { content: [], number: 0, size: 20, totalElements: 0, totalPages: 0 }),
      ),
    );
    const { user, router } = renderApp('/app/users/new', { role: 'ADMIN' });
    await screen.findByRole('group', { name: 'Rôles' });
    expect(screen.getByLabelText('Fuseau horaire')).toHaveValue('Europe/Paris');
    expect(screen.getByLabelText('Pays')).toHaveValue('FR');
    await fillIdentity(user);
    await user.click(screen.getByRole('checkbox', { name: 'Médecin' }));
    await user.selectOptions(screen.getByLabelText('Rôle préféré'), 'Médecin');
    await user.click(screen.getByRole('button', { name: 'Créer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/users/list'));
    expect(bodyOf(calls.find((c) => c.url.pathname === '/api/user-profiles/create'))).toEqual({
      firstName: 'Nadia',
      lastName: 'Benali',
      email: 'nadia.benali@exemple.fr',
      telephoneNumber: '+33612345678',
      sex: 'F',
      zone: 'Europe/Paris',
      staff: true,
      roles: ['DOCTOR'],
      preferredRole: 'DOCTOR',
    });
    expect(await screen.findByText('Compte créé')).toBeInTheDocument();
  });

  it('empties the preferred role when its role is unticked', async () => {
    mockFetch();
    const { user } = renderApp('/app/users/new', { role: 'ADMIN' });
    await user.click(await screen.findByRole('checkbox', { name: 'Médecin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Employé de salle' }));
    const preferred = screen.getByLabelText('Rôle préféré');
    expect(
      within(preferred)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aucun', 'Employé de salle', 'Médecin']);
    await user.selectOptions(preferred, 'Médecin');
    await user.click(screen.getByRole('checkbox', { name: 'Médecin' }));
    expect(preferred).toHaveValue('');
  });

  it('refuses to send without the required fields and a valid phone', async () => {
    const { calls } = mockFetch();
    const { user } = renderApp('/app/users/new', { role: 'ADMIN' });
    await screen.findByRole('group', { name: 'Rôles' });
    await fill(user, 'Téléphone', '12');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findAllByText('Champ obligatoire')).not.toHaveLength(0);
    expect(screen.getByText("Ce numéro de téléphone n'est pas valide")).toBeInTheDocument();
    expect(screen.getByText('Choisissez au moins un rôle')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps a held role ticked and revokes it only through its cross, after the confirmation', async () => {
    const person = staffUser({ firstName: 'Paul', lastName: 'Durand', roles: ['DOCTOR', 'ROOM_USER'] });
    const id = person.profile.id;
    const { calls } = mockFetch(
      route('GET', COMPOSITES, () => json(200, [person])),
      route('DELETE', `/api/accounts/${id}/roles/ROOM_USER`, () =>
        json(200, { ...person.account, grantedRoles: ['DOCTOR'] }),
      ),
    );
    const { user } = renderApp(`/app/users/${id}`, { role: 'ADMIN' });
    const held = await screen.findByRole('checkbox', { name: 'Employé de salle' });
    expect(held).toBeChecked();
    expect(held).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Retirer le rôle Employé de salle' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer le rôle Employé de salle ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Retirer le rôle Employé de salle' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Rôle retiré')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('grants the newly ticked roles with PUT and saves the profile, then returns to the list', async () => {
    const person = staffUser({ firstName: 'Paul', lastName: 'Durand', roles: ['DOCTOR'] });
    const id = person.profile.id;
    const { calls } = mockFetch(
      route('GET', COMPOSITES, () => json(200, [person])),
      route('PUT', `/api/accounts/${id}/roles/ROOM_USER`, () => json(200, person.account)),
      route('PATCH', `/api/user-profiles/profile/${id}`, () => json(200, person.profile)),
    );
    const { user, router } = renderApp(`/app/users/${id}`, { role: 'ADMIN' });
    await user.click(await screen.findByRole('checkbox', { name: 'Employé de salle' }));
    await fill(user, 'Téléphone', '07 11 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/users/list'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname)).toEqual([
      `/api/accounts/${id}/roles/ROOM_USER`,
    ]);
    expect(bodyOf(calls.find((c) => c.method === 'PATCH'))).toMatchObject({
      telephoneNumber: '+33711223344',
    });
    expect(bodyOf(calls.find((c) => c.method === 'PATCH'))).not.toHaveProperty('email');
  });

  it('returns to the list with a toast when the user cannot be loaded', async () => {
    mockFetch(
      route('GET', COMPOSITES, () => json(403, { messageCode: 'common.auth.forbidden', message: '' })),
    );
    const { router } = renderApp('/app/users/0190a0b0-0000-7000-8000-000000000999', { role: 'ADMIN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/users/list'));
    expect(await screen.findByText("Impossible de charger l'utilisateur")).toBeInTheDocument();
  });

  it('shows no roles section to a room manager, who creates a room user of their room and goes to its page', async () => {
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-room-by-manager/${MANAGER}`, () =>
        json(200, { id: ROOM, name: 'Salle Voltaire' }),
      ),
      route('POST', '/api/user-profiles/create', (call) =>
        json(
          201,
          staffUser({ ...bodyOf(call), id: '0190a0b0-0000-7000-8000-0000000000aa', roles: ['ROOM_USER'] }),
        ),
      ),
      route(
        'POST',
        `/api/material-resources/add-room-user/${ROOM}/0190a0b0-0000-7000-8000-0000000000aa`,
        () => json(201, { roomId: ROOM, userId: '0190a0b0-0000-7000-8000-0000000000aa', username: 'x' }),
      ),
    );
    const { user, router } = renderApp('/app/users/new', { role: 'ROOM_MANAGER', sub: MANAGER });
    expect(await screen.findByText(/employé de votre salle \(Salle Voltaire\)/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Rôles' })).not.toBeInTheDocument();
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Créer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/rooms/${ROOM}/view`));
    expect(bodyOf(calls.find((c) => c.url.pathname === '/api/user-profiles/create'))).toMatchObject({
      roles: ['ROOM_USER'],
      preferredRole: 'ROOM_USER',
    });
    expect(calls.some((c) => c.url.pathname.startsWith('/api/material-resources/add-room-user/'))).toBe(true);
  });

  it("offers a room manager no edit form for someone else's account, which the server would refuse", async () => {
    const doctor = staffUser({ firstName: 'Paul', lastName: 'Durand', email: '', roles: ['DOCTOR'] });
    const { calls } = mockFetch(
      route('GET', `/api/user-profiles/profile/${doctor.profile.id}`, () => json(200, doctor.profile)),
      route('GET', `/api/material-resources/get-room-by-manager/${MANAGER}`, () =>
        json(200, { id: ROOM, name: 'Salle Voltaire' }),
      ),
    );
    const { user, router } = renderApp(`/app/users/${doctor.profile.id}`, {
      role: 'ROOM_MANAGER',
      sub: MANAGER,
    });

    expect(
      await screen.findByText(/Votre rôle ne permet pas de modifier le compte de Paul Durand/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/rooms/${ROOM}/view`));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('sends a sector manager to the doctors list after a creation', async () => {
    mockFetch(
      route('POST', '/api/user-profiles/create', (call) => json(201, staffUser({ ...bodyOf(call) }))),
    );
    const { user, router } = renderApp('/app/users/new', { role: 'SECTOR_MANAGER' });
    await screen.findByRole('group', { name: 'Rôles' });
    await fillIdentity(user);
    await user.click(screen.getByRole('checkbox', { name: 'Médecin' }));
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/doctors/list'));
  });
});
