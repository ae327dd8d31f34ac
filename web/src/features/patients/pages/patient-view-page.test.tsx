import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAppointment } from '../../../testing/appointments.ts';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { aComposite, aProfile, pageOf } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { findBodyRows } from '../../../testing/table-rows.ts';

// Whole-app renders with typing: slow on a shared machine, so a wider limit than the default 5 s.
describe('patient page', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('lets a doctor edit a patient without account, and updates the existing preferences', async () => {
    const patient = aProfile({ lastName: 'Petit', firstName: 'Hugo', language: 'en' });
    const { calls } = mockFetch(
      route('GET', `/api/accounts/profile/${patient.id}`, () => json(200, patient)),
      route('GET', `/api/notification/notifications/get-notifications-parameters/${patient.id}`, () =>
        json(200, { profileId: patient.id, acceptingEmail: true, acceptingSms: false }),
      ),
      route('PATCH', `/api/user-profiles/profile/${patient.id}`, () => json(200, patient)),
      route('POST', `/api/notification/notifications/update-notifications-parameters/${patient.id}`, () =>
        json(200, { profileId: patient.id, acceptingEmail: true, acceptingSms: false }),
      ),
    );
    const { user } = renderApp(`/app/patients/${patient.id}/view`, { role: 'DOCTOR' });

    const lastName = await screen.findByLabelText('Nom');
    expect(lastName).toHaveValue('Petit');
    expect(lastName).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 12 34 56 78');
    expect(screen.getByRole('checkbox', { name: 'Accepte les notifications par email' })).toBeChecked();
    expect(screen.getByLabelText('Langue des messages')).toHaveValue('en');
    await user.clear(screen.getByLabelText('Téléphone'));
    await user.selectOptions(screen.getByLabelText('Langue des messages'), 'Français');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Données mises à jour')).toBeInTheDocument();
    const patch = JSON.parse(calls.find((c) => c.method === 'PATCH')!.body);
    expect(patch.telephoneNumber).toBeNull();
    expect(patch.language).toBe('fr');
    expect(screen.getByRole('heading', { name: 'Historique des rendez-vous' })).toBeInTheDocument();
  });

  it('shows a profile whose account holds a role equal to or above the connected one read-only', async () => {
    const staff = aProfile({ lastName: 'Roux', accountId: '0190a0b0-0000-7000-8000-0000000000bb' });
    const { calls } = mockFetch(
      route('GET', `/api/accounts/profile/${staff.id}`, () => json(200, staff)),
      route('GET', `/api/notification/notifications/get-notifications-parameters/${staff.id}`, () =>
        json(404, { messageCode: 'notification.preferences.missing' }),
      ),
      route('GET', '/api/user-profiles/by-query', () => json(200, pageOf([aComposite(staff, ['ADMIN'])]))),
    );
    renderApp(`/app/patients/${staff.id}/view`, { role: 'SECTOR_MANAGER' });

    await waitFor(() =>
      expect(screen.getByText(/Vous ne pouvez pas modifier ce patient/)).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Nom')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Sexe')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Accepte les notifications par email' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(
      calls.find((c) => c.url.pathname === '/api/user-profiles/by-query')!.url.searchParams.get('query'),
    ).toBe(`id=="${staff.id}"`);
  });

  it('toasts the spec text when the update fails', async () => {
    const patient = aProfile();
    mockFetch(
      route('GET', `/api/accounts/profile/${patient.id}`, () => json(200, patient)),
      route('GET', `/api/notification/notifications/get-notifications-parameters/${patient.id}`, () =>
        json(404, { messageCode: 'notification.preferences.missing' }),
      ),
      route('PATCH', `/api/user-profiles/profile/${patient.id}`, () =>
        json(403, { messageCode: 'accounts.profile.unauthorized_modification' }),
      ),
    );
    const { user } = renderApp(`/app/patients/${patient.id}/view`, { role: 'ROOM_USER' });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Une erreur est survenue pendant la modification du patient.'),
    ).toBeInTheDocument();
  });

  it('lists the appointment history from 2021 to the end of this year, newest first, with each status', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    const patient = aProfile({ lastName: 'Petit', firstName: 'Hugo' });
    const { calls } = mockFetch(
      route('GET', `/api/accounts/profile/${patient.id}`, () => json(200, patient)),
      route('GET', `/api/notification/notifications/get-notifications-parameters/${patient.id}`, () =>
        json(404, { messageCode: 'notification.preferences.missing' }),
      ),
      route('GET', '/api/schedule/appointments/history', () =>
        json(200, [
          anAppointment('2024-03-04T08:00:00.000Z', 20, { doctorName: 'Ancien' }),
          anAppointment('2026-12-01T09:00:00.000Z', 20, { doctorName: 'Futur', roomName: 'Salle Verte' }),
          anAppointment('2025-06-02T07:00:00.000Z', 20, { doctorName: 'Annulé', canceled: true }),
        ]),
      ),
    );
    renderApp(`/app/patients/${patient.id}/view`, { role: 'DOCTOR' });

    const rows = await findBodyRows('Historique des rendez-vous');
    expect(rows.map((row) => row.textContent)).toEqual([
      '01-12-2026 10:00Futur GregorySalle VerteÀ venir',
      '02-06-2025 09:00Annulé GregorySalle BleueAnnulé',
      '04-03-2024 09:00Ancien GregorySalle BleueTerminé',
    ]);
    const asked = calls.find((c) => c.url.pathname === '/api/schedule/appointments/history')!.url
      .searchParams;
    expect(asked.getAll('patientIds')).toEqual([patient.id]);
    expect(asked.get('horizonStart')).toBe('2020-12-31T23:00:00.000Z');
    expect(asked.get('horizonEnd')).toBe('2026-12-31T23:00:00.000Z');
    expect(asked.get('includeCanceled')).toBe('true');
  });
});
