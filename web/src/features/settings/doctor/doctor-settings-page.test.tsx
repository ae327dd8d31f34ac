import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { aProfile } from '../../../testing/profiles.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeAccessToken } from '../../../testing/fake-token.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { REPLICA_RETRY_PAUSES_MS } from '../../../shared/api/replica-retry.ts';
import { tokenReceived } from '../../../shared/session/session-slice.ts';
import { doctorPropertiesApi } from './doctor-properties-api.ts';

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000d1';
const PROPERTIES = `/api/schedule/properties/doctors/${DOCTOR}`;

function doctorServer(postProperties: (call: Call) => Response) {
  return mockFetch(
    route('GET', PROPERTIES, () => json(200, { consultationDuration: 10, appointmentNotice: '' })),
    route('POST', PROPERTIES, postProperties),
    route('GET', `/api/accounts/profile/${DOCTOR}`, () =>
      json(200, aProfile({ id: DOCTOR, staff: true, accountId: DOCTOR })),
    ),
    route('GET', `/api/notification/notifications/get-notifications-parameters/${DOCTOR}`, () =>
      json(404, { messageCode: 'notification.preferences.missing' }),
    ),
    route('POST', `/api/notification/notifications/add-notifications-parameters/${DOCTOR}`, (call) =>
      json(201, { profileId: DOCTOR, ...JSON.parse(call.body) }),
    ),
    route('PUT', `/api/accounts/${DOCTOR}/roles/DOCTOR`, () =>
      json(200, {
        id: DOCTOR,
        enabled: true,
        grantedRoles: ['DOCTOR'],
        preferredRole: null,
        email: 'd@example.fr',
      }),
    ),
  );
}

// Whole-app renders with typing: slow on a shared machine, so a wider limit than the default 5 s.
describe('doctor settings', { timeout: 30_000 }, () => {
  it('saves the consultation duration and the notification choices', async () => {
    const { calls } = doctorServer((call) => json(200, JSON.parse(call.body)));
    const { user } = renderApp('/app/settings/doctor', { role: 'DOCTOR', sub: DOCTOR });

    const duration = await screen.findByLabelText('Durée de consultation (minutes)');
    expect(duration).toHaveValue(10);
    await user.clear(duration);
    await user.type(duration, '20');
    await user.click(screen.getByRole('checkbox', { name: 'Recevoir les notifications par SMS' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Données mises à jour')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'POST' && c.url.pathname === PROPERTIES)!.body)).toEqual(
      {
        consultationDuration: 20,
      },
    );
    const preferences = calls.find((c) => c.url.pathname.includes('add-notifications-parameters'))!;
    expect(JSON.parse(preferences.body)).toEqual({ acceptingEmail: false, acceptingSms: true });
  });

  it('waits for the schedule service to learn that a doctor saving their own settings is one, granting nothing', async () => {
    let posts = 0;
    const { calls } = doctorServer((call) => {
      posts += 1;
      return posts <= 2
        ? json(409, { messageCode: 'schedule.profile.doctor.no_role', message: '' })
        : json(200, JSON.parse(call.body));
    });
    const { user } = renderApp('/app/settings/doctor', { role: 'DOCTOR', sub: DOCTOR });

    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Données mises à jour')).toBeInTheDocument();
    const sequence = calls
      .filter((c) => c.method !== 'GET')
      .map((c) => `${c.method} ${c.url.pathname}`)
      .filter((line) => !line.includes('notifications'));
    expect(sequence).toEqual([`POST ${PROPERTIES}`, `POST ${PROPERTIES}`, `POST ${PROPERTIES}`]);
  });

  it('grants the doctor role to another profile, then saves again until the schedule service knows it', async () => {
    let posts = 0;
    const { calls } = doctorServer((call) => {
      posts += 1;
      return posts <= 2
        ? json(409, { messageCode: 'schedule.profile.doctor.no_role', message: '' })
        : json(200, JSON.parse(call.body));
    });
    const { store } = renderWithStore(<></>);
    store.dispatch(tokenReceived(fakeAccessToken('ADMIN')));

    const saved = await store.dispatch(
      doctorPropertiesApi.endpoints.saveDoctorProperties.initiate({
        id: DOCTOR,
        body: { consultationDuration: 20 },
      }),
    );

    expect(saved.data).toEqual({ consultationDuration: 20 });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      `POST ${PROPERTIES}`,
      `PUT /api/accounts/${DOCTOR}/roles/DOCTOR`,
      `POST ${PROPERTIES}`,
      `POST ${PROPERTIES}`,
    ]);
  });

  it('shows no_role once the schedule service still refuses after the pauses', async () => {
    const { calls } = doctorServer(() =>
      json(409, { messageCode: 'schedule.profile.doctor.no_role', message: '' }),
    );
    const { user } = renderApp('/app/settings/doctor', { role: 'DOCTOR', sub: DOCTOR });

    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText("Ce profil n'a pas le rôle médecin.", undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The refused save, the spec's retry right away, then one more after each pause.
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === PROPERTIES)).toHaveLength(
      2 + REPLICA_RETRY_PAUSES_MS.length,
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a missing, too short or off-step duration without calling the server', async () => {
    const { calls } = doctorServer((call) => json(200, JSON.parse(call.body)));
    const { user } = renderApp('/app/settings/doctor', { role: 'DOCTOR', sub: DOCTOR });
    const duration = await screen.findByLabelText('Durée de consultation (minutes)');
    const save = screen.getByRole('button', { name: 'Enregistrer' });

    await user.clear(duration);
    await user.click(save);
    expect(await screen.findByText('Vous devez rentrer une durée de consultation.')).toBeInTheDocument();
    await user.type(duration, '5');
    await user.click(save);
    expect(
      await screen.findByText('La durée de consultation est au minimum de 10 minutes.'),
    ).toBeInTheDocument();
    await user.clear(duration);
    await user.type(duration, '25');
    await user.click(save);
    expect(
      await screen.findByText(
        'Vous devez rentrer une valeur en chiffre en incrémental de 10 (ex: 10,20,...)',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === PROPERTIES)).toBe(false),
    );
  });
});
