import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ME = '0190a0b0-0000-7000-8000-000000000001';
const me: CompositeProfile = {
  profile: {
    id: ME,
    firstName: 'Élodie',
    lastName: 'Rousseau',
    email: 'elodie@exemple.fr',
    telephoneNumber: '+33612345678',
    sex: 'F',
    zone: 'Europe/Paris',
    staff: true,
    audit: { createdDate: 1_780_000_000 },
    accountId: ME,
  },
  account: {
    id: ME,
    enabled: true,
    grantedRoles: ['ADMIN', 'DOCTOR', 'PATIENT'],
    preferredRole: 'DOCTOR',
    email: 'elodie@exemple.fr',
  },
};

function mockAccount(update: (call: Call) => Response = () => json(200, me)) {
  return mockFetch(
    route('GET', '/api/accounts/account/me', () => json(200, me)),
    route('PUT', '/api/accounts/account/update', update),
  );
}

type User = ReturnType<typeof renderApp>['user'];
async function fill(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('own-account form', { timeout: 20_000 }, () => {
  it('offers the granted roles except PATIENT as preferred role and shows the current values', async () => {
    mockAccount();
    renderApp('/app/settings/profile', { role: 'ADMIN', authorities: ['ADMIN', 'DOCTOR'] });
    const preferred = await screen.findByLabelText('Rôle préféré');
    expect(
      within(preferred)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisir un rôle', 'Administrateur', 'Médecin']);
    expect(preferred).toHaveValue('DOCTOR');
    expect(screen.getByLabelText('Email')).toHaveValue('elodie@exemple.fr');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 12 34 56 78');
  });

  it('requires the current password and a valid email before sending anything', async () => {
    const { calls } = mockAccount();
    const { user } = renderApp('/app/settings/profile', { role: 'ADMIN' });
    await screen.findByLabelText('Rôle préféré');
    await fill(user, 'Email', 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Le format de l'email n'est pas bon")).toBeInTheDocument();
    expect(screen.getByText('Champ obligatoire')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('holds a new password to the rules and to its confirmation, with the live checklist', async () => {
    const { calls } = mockAccount();
    const { user } = renderApp('/app/settings/profile', { role: 'ADMIN' });
    await screen.findByLabelText('Rôle préféré');
    await fill(user, 'Nouveau mot de passe', 'faible');
    expect(screen.getByText('une lettre majuscule').closest('li')).toHaveAttribute('data-met', 'false');
    await fill(user, 'Mot de passe actuel', 'Ancien-2026!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le mot de passe ne respecte pas toutes les règles.')).toBeInTheDocument();

    await fill(user, 'Nouveau mot de passe', 'Nouveau-2026!');
    await fill(user, 'Confirmation du nouveau mot de passe', 'Autre-2026!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Les deux mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends the update with the current password and says the account is updated', async () => {
    const { calls } = mockAccount();
    const { user } = renderApp('/app/settings/profile', { role: 'ADMIN' });
    await screen.findByLabelText('Rôle préféré');
    await user.selectOptions(screen.getByLabelText('Rôle préféré'), 'Administrateur');
    await fill(user, 'Téléphone', '07 11 22 33 44');
    await fill(user, 'Nouveau mot de passe', 'Nouveau-2026!');
    await fill(user, 'Confirmation du nouveau mot de passe', 'Nouveau-2026!');
    await fill(user, 'Mot de passe actuel', 'Ancien-2026!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Compte mis à jour')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({
      oldPassword: 'Ancien-2026!',
      account: { email: 'elodie@exemple.fr', preferredRole: 'ADMIN', password: 'Nouveau-2026!' },
      profile: { telephoneNumber: '+33711223344' },
    });
  });

  it('says an error occurred, with the reason, when the server refuses', async () => {
    mockAccount(() =>
      json(400, { messageCode: 'accounts.password.wrong_old_password', message: 'wrong old password' }),
    );
    const { user } = renderApp('/app/settings/profile', { role: 'ADMIN' });
    await screen.findByLabelText('Rôle préféré');
    await fill(user, 'Mot de passe actuel', 'Faux-2026!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByText(/^Une erreur est survenue : /)).toBeInTheDocument());
  });
});
