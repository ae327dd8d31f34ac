import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@teleplan/proto/logger';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { AuditHistorySection } from './audit-history-section.tsx';

const APPOINTMENT = '0190a0b0-0000-7000-a000-000000000042';
const PATH = `/api/logger/audit/appointments/${APPOINTMENT}`;
const ROOM_A = '0190a0b0-0000-7000-b000-000000000001';
const ROOM_B = '0190a0b0-0000-7000-b000-0000000000b2';
const DOCTOR = '0190a0b0-0000-7000-b000-000000000003';
const claire = {
  accountId: '0190a0b0-0000-7000-8000-000000000007',
  role: 'ROOM_USER' as const,
  firstName: 'Claire',
  lastName: 'Martin',
};

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  occurredAt: '2026-11-20T08:00:00.000Z',
  action: 'appointment.booked',
  subjectType: 'APPOINTMENT',
  subjectId: APPOINTMENT,
  actor: claire,
  changes: [],
  requestId: null,
  ...fields,
});

const booked = entry({ action: 'appointment.booked' });
const moved = entry({
  occurredAt: '2026-11-21T09:30:00.000Z',
  action: 'appointment.modified',
  changes: [
    { field: 'startTime', before: '2026-11-26T09:00:00.000Z', after: '2026-11-27T13:00:00.000Z' },
    { field: 'room', before: ROOM_A, after: ROOM_B },
    { field: 'doctor', before: DOCTOR, after: DOCTOR },
  ],
});
const paid = entry({
  occurredAt: '2026-11-22T10:00:00.000Z',
  action: 'appointment.modified',
  actor: null,
  changes: [{ field: 'paid', before: 'false', after: 'true' }],
});
const canceled = entry({
  occurredAt: '2026-11-23T11:00:00.000Z',
  action: 'appointment.canceled',
  changes: [{ field: 'cancelMotive', before: null, after: 'Patient hospitalisé' }],
});
const absent = entry({
  occurredAt: '2026-11-24T11:00:00.000Z',
  action: 'appointment.canceled',
  actor: { ...claire, firstName: null, lastName: null },
  changes: [
    { field: 'absentPatient', before: 'false', after: 'true' },
    { field: 'cancelMotive', before: null, after: 'Patient absent' },
  ],
});

function section(revision?: string) {
  return (
    <AuditHistorySection
      subject="appointments"
      id={APPOINTMENT}
      zone="Europe/Paris"
      names={{ [ROOM_A]: 'Salle Nord', [DOCTOR]: 'Gregory House' }}
      revision={revision}
    />
  );
}

function renderSection(revision?: string) {
  const view = renderWithStore(section(revision));
  return Object.assign(userEvent.setup(), { rerender: view.rerender });
}

describe('the history section', () => {
  it('asks for nothing until it is opened', async () => {
    const { calls } = mockFetch(route('GET', PATH, () => json(200, [booked])));
    const user = renderSection();
    const toggle = screen.getByRole('button', { name: 'Historique' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(calls.map((call) => call.url.pathname)).toEqual([PATH]));
  });

  it('lists the entries oldest first, who did what in words, changes before → after in the zone', async () => {
    mockFetch(route('GET', PATH, () => json(200, [absent, canceled, paid, moved, booked])));
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    await screen.findByText(/Réservé/);
    const lines = [...document.querySelectorAll<HTMLElement>('.audit-history__entry')];
    expect(lines.map((line) => line.querySelector('p')!.textContent)).toEqual([
      '20-11-2026 09:00 Réservé par Claire Martin',
      '21-11-2026 10:30 Déplacé par Claire Martin',
      '22-11-2026 11:00 Marqué payé par Système',
      '23-11-2026 12:00 Annulé (Patient hospitalisé) par Claire Martin',
      '24-11-2026 12:00 Patient absent par Compte …00000007',
    ]);
    const move = within(lines[1]!);
    expect(move.getByText('Début : 26-11-2026 10:00 → 27-11-2026 14:00')).toBeInTheDocument();
    // A room the panel knows is named, another one shown by its short id.
    expect(move.getByText('Salle : Salle Nord → …000000b2')).toBeInTheDocument();
    expect(move.getByText('Médecin : Gregory House → Gregory House')).toBeInTheDocument();
    // What the action's words say is not listed again.
    expect(lines[3]).not.toHaveTextContent('Motif');
  });

  it("catches up with the entry of a change made under it (written from the change's event, a moment later)", async () => {
    let trail = [booked];
    const { calls } = mockFetch(route('GET', PATH, () => json(200, trail)));
    const user = renderSection('2026-11-20T08:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    await screen.findByText(/Réservé/);
    user.rerender(section('2026-11-23T11:00:00.000Z'));
    // The first ask after the change still finds the old trail; a later one finds the cancellation.
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    trail = [booked, canceled];
    expect(await screen.findByText(/Annulé \(Patient hospitalisé\)/)).toBeInTheDocument();
  });

  it('says when nothing was recorded', async () => {
    mockFetch(route('GET', PATH, () => json(200, [])));
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(await screen.findByText('Aucune action enregistrée.')).toBeInTheDocument();
  });

  it('disappears for whoever may not read it', async () => {
    mockFetch(
      route('GET', PATH, () => json(403, { messageCode: 'logger.audit.unauthorized', message: 'no' })),
    );
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Historique' })).not.toBeInTheDocument());
  });

  it('says a failure in a short message and asks again on retry', async () => {
    let fail = true;
    const { calls } = mockFetch(
      route('GET', PATH, () =>
        fail ? json(503, { messageCode: 'common.server.internal', message: 'down' }) : json(200, [booked]),
      ),
    );
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(
      await screen.findByText(
        "L'historique n'a pas pu être chargé : Une erreur est survenue sur le serveur.",
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Réservé/)).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('speaks English to whoever chose it', async () => {
    await i18n.changeLanguage('en');
    mockFetch(route('GET', PATH, () => json(200, [moved, canceled])));
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('Room: Salle Nord → …000000b2')).toBeInTheDocument();
    const lines = [...document.querySelectorAll<HTMLElement>('.audit-history__entry p')].map(
      (p) => p.textContent,
    );
    expect(lines).toEqual([
      '21-11-2026 10:30 Moved by Claire Martin',
      '23-11-2026 12:00 Canceled (Patient hospitalisé) by Claire Martin',
    ]);
  });
});
