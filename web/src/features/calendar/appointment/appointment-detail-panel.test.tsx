import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@teleplan/proto/roles';
import { aBookedAppointment } from '../../../testing/booked-appointment.ts';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { AppointmentDetailPanel } from './appointment-detail-panel.tsx';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const future = aBookedAppointment('2026-11-26T09:00:00.000Z', { comment: 'Renouvellement', fromC15: true });
const id = future.appointment.id;

function renderPanel(role: Role, view = future) {
  const onClose = vi.fn();
  const onMove = vi.fn();
  const { store } = renderWithStore(
    <MemoryRouter>
      <AppointmentDetailPanel
        view={view}
        zone="Europe/Paris"
        role={role}
        now={NOW}
        onClose={onClose}
        onMove={onMove}
      />
    </MemoryRouter>,
  );
  const toasts = () => store.getState().toasts.items.map((toast) => toast.text);
  return { onClose, onMove, toasts, user: userEvent.setup() };
}

describe('appointment detail panel', () => {
  it('shows the schedule in the zone, contacts, flags, comment, status and the patient record link', () => {
    renderPanel('ROOM_USER');
    expect(screen.getByText('jeudi 26 novembre 2026, de 10:00 à 10:30')).toBeInTheDocument();
    expect(screen.getByText('À venir')).toBeInTheDocument();
    expect(screen.getByText('Marie Curie')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'house@example.fr' })).toHaveAttribute(
      'href',
      'mailto:house@example.fr',
    );
    expect(screen.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(screen.getByText('Adressé par le C15')).toBeInTheDocument();
    expect(screen.getByText('Renouvellement')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dossier du patient' })).toHaveAttribute(
      'href',
      `/app/patients/${future.appointment.patient}/view`,
    );
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)(
    'gives a %s, whose calendars do not name patients, no patient contact either',
    (role) => {
      const { patient } = future;
      renderPanel(role, { ...future, patient: { ...patient!, firstName: '', lastName: '' } });
      expect(screen.getByText('Nom et coordonnées non affichés pour votre rôle')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '06 12 34 56 78' })).toBeNull();
      expect(screen.getByRole('link', { name: 'house@example.fr' })).toBeInTheDocument();
    },
  );

  it('marks the appointment paid with a PATCH of its payment', async () => {
    const { calls } = mockFetch(
      route('PATCH', `/api/schedule/appointments/${id}/payment`, () => json(200, future)),
    );
    const { user, toasts } = renderPanel('DOCTOR');
    await user.click(screen.getByRole('checkbox', { name: 'Payé' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.url.searchParams.get('paid')).toBe('true');
    await waitFor(() => expect(toasts()).toEqual(['Rendez-vous marqué payé']));
  });

  it('keeps the paid box enabled while it saves, so the keyboard focus stays on it', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(
      route(
        'PATCH',
        `/api/schedule/appointments/${id}/payment`,
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const { user, toasts } = renderPanel('DOCTOR');
    const box = screen.getByRole('checkbox', { name: 'Payé' });
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box).toHaveAttribute('aria-disabled', 'true'));
    expect(box).toBeEnabled();
    expect(box).toHaveFocus();
    answer(json(200, future));
    await waitFor(() => expect(toasts()).toEqual(['Rendez-vous marqué payé']));
    expect(box).toHaveFocus();
  });

  it('refuses to cancel without a motive, then cancels with the motive typed', async () => {
    const { calls } = mockFetch(
      route('DELETE', `/api/schedule/appointments/${id}/cancel`, () => json(200, future)),
    );
    const { user, onClose } = renderPanel('ROOM_MANAGER');
    await user.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Veuillez indiquer un motif d'annulation");
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Motif d'annulation"), 'Patient hospitalisé');
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    // The panel stays (it then says "Annulé", with the history): the focus goes to its title, not to the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rendez-vous' })).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
    expect(JSON.parse(calls[0]!.body)).toEqual({ cancelMotive: 'Patient hospitalisé', absentPatient: false });
  });

  it("marks the patient absent after confirmation, with the motive 'Patient absent'", async () => {
    const { calls } = mockFetch(
      route('DELETE', `/api/schedule/appointments/${id}/cancel`, () => json(200, future)),
    );
    const { user, onClose } = renderPanel('DOCTOR');
    await user.click(screen.getByRole('button', { name: 'Patient absent' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Patient absent' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Patient absent' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rendez-vous' })).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
    expect(JSON.parse(calls[0]!.body)).toEqual({ cancelMotive: 'Patient absent', absentPatient: true });
  });

  it('offers a sector manager neither payment, nor patient absent, nor cancel', () => {
    renderPanel('SECTOR_MANAGER');
    expect(screen.queryByRole('checkbox', { name: 'Payé' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Patient absent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dossier du patient' })).toBeInTheDocument();
  });

  it('does not offer to move or cancel an appointment already past', () => {
    renderPanel('ADMIN', aBookedAppointment('2026-11-24T09:00:00.000Z'));
    expect(screen.getByText('Terminé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déplacer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
  });

  it("opens the appointment's history, naming its room, sector and doctor where the entry gives their ids", async () => {
    const moved = {
      id: '0190a0b0-0000-7000-9000-000000000001',
      occurredAt: '2026-11-25T14:03:00.000Z',
      action: 'appointment.modified',
      subjectType: 'APPOINTMENT',
      subjectId: id,
      actor: {
        accountId: '0190a0b0-0000-7000-8000-000000000007',
        role: 'ROOM_USER',
        firstName: 'Claire',
        lastName: 'Martin',
      },
      changes: [
        { field: 'room', before: future.room!.id, after: '0190a0b0-0000-7000-b000-0000000000b2' },
        { field: 'sector', before: null, after: future.sector!.id },
      ],
      requestId: null,
    };
    const { calls } = mockFetch(
      route('GET', `/api/logger/audit/appointments/${id}`, () => json(200, [moved])),
    );
    const { user } = renderPanel('ROOM_USER');
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(await screen.findByText('Salle : Salle Nord → …000000b2')).toBeInTheDocument();
    expect(screen.getByText('Cabinet : — → Cabinet Nord')).toBeInTheDocument();
    expect(screen.getByText('Déplacé')).toBeInTheDocument();
    expect(screen.getByText(/par Claire Martin/)).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual([`/api/logger/audit/appointments/${id}`]);
  });

  it('hides the history from a role the logger refuses it to', async () => {
    mockFetch(
      route('GET', `/api/logger/audit/appointments/${id}`, () =>
        json(403, { messageCode: 'logger.audit.unauthorized', message: 'no' }),
      ),
    );
    const { user } = renderPanel('SECTOR_MANAGER');
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Historique' })).toBeNull());
  });
});
