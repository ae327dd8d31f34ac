import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { HOUSE } from '../../../testing/available-doctors.ts';
import { fakeAccessToken } from '../../../testing/fake-token.ts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { aProfile, pageOf } from '../../../testing/profiles.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { tokenReceived } from '../../../shared/session/session-slice.ts';
import { ToastRegion } from '../../../shared/toast/toast-region.tsx';
import { AddAppointmentPanel, type AddAppointmentPanelProps } from './add-appointment-panel.tsx';

const ROOM = '0190a0b0-0000-7000-8000-00000000aa01';
const SECTOR = '0190a0b0-0000-7000-8000-00000000bb01';
const START = '2026-11-23T09:00:00.000Z';
const house = HOUSE;
const lea = aProfile({ lastName: 'Martin', firstName: 'Léa', email: 'lea@example.fr' });

/** The room's free starts: the 10:00 and 10:30 (Paris) of the start's day, then one the next day. */
const FREE = [START, '2026-11-23T09:30:00.000Z', '2026-11-24T13:00:00.000Z'];

/** The bookable timeline, between `from` and `to` when asked. */
const bookable = (call: Call) => {
  const from = call.url.searchParams.get('from') ?? '';
  const to = call.url.searchParams.get('to') ?? '9999';
  const starts = FREE.filter((start) => start >= from && start < to);
  return json(200, { steps: starts.map((start) => ({ start, end: start })) });
};

const booked = { appointment: { id: '0190a0b0-0000-7000-8000-00000000ee01' } } as AppointmentView;

function routes(...extra: ((call: Call) => Response | undefined | Promise<Response>)[]) {
  return mockFetch(
    ...extra,
    route('GET', '/api/schedule/arrangements/find/available-doctors', () => json(200, [house])),
    route('GET', '/api/user-profiles/profiles', () => json(200, pageOf([lea]))),
    route('POST', '/api/schedule/appointments', () => json(201, booked)),
    route('GET', '/api/schedule/timeline/rooms/bookable', bookable),
  );
}

function renderPanel(props: Partial<AddAppointmentPanelProps> = {}) {
  const onBooked = vi.fn();
  const onClose = vi.fn();
  const { store } = renderWithStore(
    <>
      <AddAppointmentPanel
        roomId={ROOM}
        sectorId={SECTOR}
        start={START}
        zone="Europe/Paris"
        onClose={onClose}
        onBooked={onBooked}
        {...props}
      />
      <ToastRegion />
    </>,
  );
  store.dispatch(tokenReceived(fakeAccessToken('ROOM_USER')));
  return { user: userEvent.setup(), onBooked, onClose };
}

async function chooseDoctorAndReason(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Dr House Gregory/ }));
  await user.click(screen.getByRole('radio', { name: 'Médecin traitant indisponible' }));
}

async function searchLea(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Trouver un patient (nom complet ou email)'), 'Martin');
  await user.click(await screen.findByRole('button', { name: /Martin Léa/ }));
}

const posted = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/schedule/appointments');

describe('add-appointment panel', { timeout: 30_000 }, () => {
  it('asks the doctors free at that start in that room and sector, and shows the start in the zone', async () => {
    const { calls } = routes();
    renderPanel();
    await screen.findByRole('radio', { name: /Dr House Gregory/ });
    const asked = calls.find((c) => c.url.pathname.endsWith('/available-doctors'))!.url.searchParams;
    expect(asked.get('roomId')).toBe(ROOM);
    expect(asked.get('sectorId')).toBe(SECTOR);
    expect(asked.get('startTime')).toBe(START);
    expect(asked.get('zone')).toBe('Europe/Paris');
    expect(asked.get('withDetails')).toBe('true');
    expect(screen.getByText('Le lundi 23 novembre 2026 à 10:00')).toBeInTheDocument();
  });

  it('does not go on without a doctor, then without a reason, and shows the patient picker only once both are set', async () => {
    const { calls } = routes();
    const { user } = renderPanel();
    await screen.findByRole('radio', { name: /Dr House Gregory/ });
    expect(screen.queryByLabelText('Trouver un patient (nom complet ou email)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Veuillez sélectionner un médecin.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Dr House Gregory/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Veuillez choisir un motif.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Trouver un patient (nom complet ou email)')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Pas de médecin traitant' }));
    expect(screen.getByLabelText('Trouver un patient (nom complet ou email)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Veuillez choisir ou créer un patient.')).toBeInTheDocument();
    expect(screen.queryByText('Récapitulatif')).toBeNull();
    expect(posted(calls)).toHaveLength(0);
  });

  it('books with the chosen doctor, patient, reason, C15 flag and comment, then reports the booking', async () => {
    const { calls } = routes();
    const { user, onBooked } = renderPanel();
    await chooseDoctorAndReason(user);
    await user.click(screen.getByRole('radio', { name: 'Oui' }));
    await searchLea(user);
    expect(screen.getByText('Patient choisi : Martin Léa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    const recap = await screen.findByText('Récapitulatif');
    expect(recap).toBeInTheDocument();
    await user.type(screen.getByLabelText('Commentaire'), '  Arrive en fauteuil  ');
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));

    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booked));
    const [post] = posted(calls);
    expect(post!.url.searchParams.get('withDetails')).toBe('true');
    expect(JSON.parse(post!.body)).toEqual({
      room: ROOM,
      sector: SECTOR,
      startTime: START,
      zone: 'Europe/Paris',
      doctor: house.id,
      patient: lea.id,
      fromC15: true,
      noTreatingDoctor: false,
      treatingDoctorNotAvailable: true,
      comment: 'Arrive en fauteuil',
    });
    expect(await screen.findByText('Rendez-vous enregistré')).toBeInTheDocument();
  });

  it('says so as the comment goes past 150 characters, keeps what was typed, and books once it fits', async () => {
    const { calls } = routes();
    const { user, onBooked } = renderPanel();
    await chooseDoctorAndReason(user);
    await searchLea(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const comment = await screen.findByLabelText('Commentaire');
    expect(screen.getByText(/Aucune information médicale/)).toBeInTheDocument();
    await user.click(comment);
    await user.paste('x'.repeat(151));
    expect(comment).toHaveValue('x'.repeat(151));
    expect(screen.getByText('151 / 150 caractères')).toBeInTheDocument();
    expect(screen.getByText('Le commentaire ne doit pas dépasser 150 caractères.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Confirmer le rendez-vous' })).toBeDisabled();

    await user.keyboard('{Backspace}');
    expect(screen.queryByText(/ne doit pas dépasser/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(JSON.parse(posted(calls)[0]!.body).comment).toBe('x'.repeat(150));
  });

  it('recaps the room and the end time from the doctor’s consultation duration', async () => {
    routes();
    const { user } = renderPanel({ roomName: 'Salle Bleue' });
    await chooseDoctorAndReason(user);
    await searchLea(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const recap = (await screen.findByText('Récapitulatif')).nextElementSibling!;
    const rows = [...recap.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toContainEqual(['Salle', 'Salle Bleue']);
    expect(rows).toContainEqual(['Fin', '10:20']);
    expect(rows).toContainEqual(['Date et heure', 'Le lundi 23 novembre 2026 à 10:00']);
  });

  it('shows the server refusal as a toast from its code and stays on the recap', async () => {
    const { calls } = routes(
      route('POST', '/api/schedule/appointments', () =>
        json(409, { messageCode: 'schedule.appointment.doctor_conflict', message: 'conflict' }),
      ),
    );
    const { user, onBooked } = renderPanel();
    await chooseDoctorAndReason(user);
    await searchLea(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(await screen.findByText('Ce médecin a déjà un rendez-vous sur ce créneau.')).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(1);
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByText('Récapitulatif')).toBeInTheDocument();
  });

  it('goes back a step from the recap, and closes from the first step', async () => {
    routes();
    const { user, onClose } = renderPanel();
    await chooseDoctorAndReason(user);
    await searchLea(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('radio', { name: /Dr House Gregory/ })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('creates a new patient from the picker and books them', async () => {
    const created = aProfile({ lastName: 'Durand', firstName: 'Paul', email: null, telephoneNumber: null });
    const { calls } = routes(route('POST', '/api/user-profiles/create/patient', () => json(201, created)));
    const { user } = renderPanel();
    await chooseDoctorAndReason(user);
    await user.click(screen.getByRole('radio', { name: 'Nouveau patient' }));
    const form = screen.getByRole('form', { name: 'Patient' });
    await user.type(within(form).getByLabelText(/^Nom/), 'Durand');
    await user.type(within(form).getByLabelText(/^Prénom/), 'Paul');
    await user.selectOptions(within(form).getByLabelText(/^Sexe/), 'M');
    await user.click(within(form).getByRole('button', { name: 'Créer le patient' }));

    expect(await screen.findByText('Patient choisi : Durand Paul')).toBeInTheDocument();
    const createCall = calls.find((c) => c.url.pathname === '/api/user-profiles/create/patient')!;
    expect(JSON.parse(createCall.body)).toMatchObject({ lastName: 'Durand', firstName: 'Paul', sex: 'M' });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer le rendez-vous' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(JSON.parse(posted(calls)[0]!.body).patient).toBe(created.id);
  });

  it('offers the patient already holding a new patient’s email, and uses them when accepted', async () => {
    const existing = aProfile({ lastName: 'Martin', firstName: 'Léa', email: 'lea@example.fr' });
    routes(
      route('POST', '/api/user-profiles/create/patient', () =>
        json(409, {
          messageCode: 'user_profiles.create.existing_mail',
          message: 'exists',
          errors: [{ messageCode: 'user_profiles.create.existing_mail', id: existing.id }],
        }),
      ),
      route('GET', `/api/accounts/profile/${existing.id}`, () => json(200, existing)),
    );
    const { user } = renderPanel();
    await chooseDoctorAndReason(user);
    await user.click(screen.getByRole('radio', { name: 'Nouveau patient' }));
    const form = screen.getByRole('form', { name: 'Patient' });
    await user.type(within(form).getByLabelText(/^Nom/), 'Martin');
    await user.type(within(form).getByLabelText(/^Prénom/), 'Léa');
    await user.selectOptions(within(form).getByLabelText(/^Sexe/), 'F');
    await user.type(within(form).getByLabelText(/^Email/), 'lea@example.fr');
    await user.click(within(form).getByRole('button', { name: 'Créer le patient' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ce patient existe déjà' });
    await user.click(within(dialog).getByRole('button', { name: 'Reprendre le patient existant' }));
    expect(await screen.findByText('Patient choisi : Martin Léa')).toBeInTheDocument();
  });

  it('opens without a start at the room’s next free slot, in date and time fields a keyboard can change', async () => {
    const { calls } = routes();
    const { user, onBooked } = renderPanel({ start: undefined });
    const date = await screen.findByLabelText('Date');
    await waitFor(() => expect(date).toHaveValue('2026-11-23'));
    const time = await screen.findByRole('combobox', { name: 'Heure de début' });
    await waitFor(() => expect(time).toHaveValue(START));
    expect(screen.getByTestId('chosen-slot')).toHaveTextContent(
      'Créneau choisi : lundi 23 novembre 2026 à 10:00',
    );
    const nextFree = calls.find((c) => c.url.pathname.endsWith('/rooms/bookable'))!.url.searchParams;
    expect([nextFree.get('roomId'), nextFree.get('sectorId')]).toEqual([ROOM, SECTOR]);

    await user.selectOptions(time, '10:30');
    expect(screen.getByTestId('chosen-slot')).toHaveTextContent(
      'Créneau choisi : lundi 23 novembre 2026 à 10:30',
    );
    await chooseDoctorAndReason(user);
    const doctorsAsked = calls.filter((c) => c.url.pathname.endsWith('/available-doctors'));
    expect(doctorsAsked.at(-1)!.url.searchParams.get('startTime')).toBe(FREE[1]);
    await searchLea(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer le rendez-vous' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(JSON.parse(posted(calls)[0]!.body).startTime).toBe(FREE[1]);
  });

  it('moves the focus to the patient chosen, then to each step’s heading: a second Enter does not book unseen', async () => {
    const { calls } = routes();
    const { user } = renderPanel();
    await chooseDoctorAndReason(user);
    await searchLea(user);
    expect(screen.getByText('Patient choisi : Martin Léa')).toHaveFocus();

    screen.getByRole('button', { name: 'Suivant' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Récapitulatif' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(posted(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Étape 1 sur 2' })).toHaveFocus();
  });

  it('offers only the doctors free at the start shown: another start’s list goes while the new one is asked', async () => {
    const grey = {
      ...house,
      id: '0190a0b0-0000-7000-8000-00000000dd02',
      lastName: 'Grey',
      firstName: 'Meredith',
    };
    let answer: (response: Response) => void = () => undefined;
    routes(
      route('GET', '/api/schedule/arrangements/find/available-doctors', (call) =>
        call.url.searchParams.get('startTime') === FREE[1]
          ? new Promise<Response>((resolve) => (answer = resolve))
          : json(200, [house]),
      ),
    );
    const { user } = renderPanel();
    await screen.findByRole('radio', { name: /Dr House Gregory/ });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Heure de début' }), '10:30');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Dr House Gregory/ })).toBeNull());
    answer(json(200, [grey]));
    expect(await screen.findByRole('radio', { name: /Dr Grey Meredith/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /Dr House Gregory/ })).toBeNull();
  });
});
