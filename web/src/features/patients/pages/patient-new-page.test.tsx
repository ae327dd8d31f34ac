import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { aProfile } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const EXISTING_ID = '0190a0b0-0000-7000-8000-0000000000aa';

async function fillIdentity(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Nom'), 'Martin');
  await user.type(screen.getByLabelText('Prénom'), 'Léa');
  await user.selectOptions(screen.getByLabelText('Sexe'), 'F');
}

// Whole-app renders with typing: slow on a shared machine, so a wider limit than the default 5 s.
describe('new patient page', { timeout: 30_000 }, () => {
  it('offers to open the existing patient when the email belongs to one already', async () => {
    const { calls } = mockFetch(
      route('POST', '/api/user-profiles/create/patient', () =>
        json(409, {
          messageCode: 'user_profiles.create.existing_mail',
          message: 'exists',
          errors: [{ messageCode: 'user_profiles.create.existing_mail', id: EXISTING_ID }],
        }),
      ),
    );
    const { user, router } = renderApp('/app/patients/new', { role: 'ROOM_USER' });
    await fillIdentity(user);
    await user.type(screen.getByLabelText('Email'), 'lea.martin@example.fr');

    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ce patient existe déjà' });
    expect(dialog).toHaveTextContent('Voulez-vous reprendre le patient existant ?');
    expect(calls.some((c) => c.url.pathname.includes('add-notifications-parameters'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le patient existant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/patients/${EXISTING_ID}/view`));
  });

  it('sends an empty email and phone as null and saves no preferences without a contact', async () => {
    const created = aProfile({ email: null, telephoneNumber: null });
    const { calls } = mockFetch(route('POST', '/api/user-profiles/create/patient', () => json(201, created)));
    const { user, router } = renderApp('/app/patients/new', { role: 'DOCTOR' });
    await fillIdentity(user);
    expect(screen.getByRole('checkbox', { name: 'Accepte les notifications par email' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Accepte les notifications par SMS' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/patients/${created.id}/view`));
    const body = JSON.parse(calls.find((c) => c.url.pathname === '/api/user-profiles/create/patient')!.body);
    expect(body).toEqual({
      lastName: 'Martin',
      firstName: 'Léa',
      sex: 'F',
      email: null,
      telephoneNumber: null,
      zone: 'Europe/Paris',
      language: 'fr',
    });
    expect(
      calls.some((c) => c.method === 'POST' && c.url.pathname.includes('notifications-parameters')),
    ).toBe(false);
  });

  it('saves the opt-ins with the contact given, the phone in E.164, and the language chosen', async () => {
    const created = aProfile();
    const { calls } = mockFetch(
      route('POST', '/api/user-profiles/create/patient', () => json(201, created)),
      route('POST', `/api/notification/notifications/add-notifications-parameters/${created.id}`, () =>
        json(201, { profileId: created.id, acceptingEmail: false, acceptingSms: true }),
      ),
    );
    const { user } = renderApp('/app/patients/new', { role: 'ROOM_MANAGER' });
    await fillIdentity(user);
    await user.type(screen.getByLabelText('Téléphone'), '06 12 34 56 78');
    await user.click(screen.getByRole('checkbox', { name: 'Accepte les notifications par SMS' }));
    expect(screen.getByLabelText('Langue des messages')).toHaveValue('fr');
    await user.selectOptions(screen.getByLabelText('Langue des messages'), 'English');

    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.endsWith(`add-notifications-parameters/${created.id}`))).toBe(
        true,
      ),
    );
    const body = JSON.parse(calls.find((c) => c.url.pathname === '/api/user-profiles/create/patient')!.body);
    expect(body.telephoneNumber).toBe('+33612345678');
    expect(body.language).toBe('en');
    const preferences = calls.find((c) => c.url.pathname.includes('add-notifications-parameters'))!;
    expect(JSON.parse(preferences.body)).toEqual({ acceptingEmail: false, acceptingSms: true });
  });

  it('refuses to send without the required fields, and toasts a creation failure', async () => {
    const { calls } = mockFetch(
      route('POST', '/api/user-profiles/create/patient', () =>
        json(500, { messageCode: 'common.server.error' }),
      ),
    );
    const { user } = renderApp('/app/patients/new', { role: 'ROOM_USER' });
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findAllByText('Champ obligatoire')).toHaveLength(3);
    expect(calls.some((c) => c.url.pathname.endsWith('create/patient'))).toBe(false);

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      await screen.findByText('Une erreur est survenue pendant la création du patient.'),
    ).toBeInTheDocument();
  });
});
