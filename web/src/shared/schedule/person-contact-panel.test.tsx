import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { anAppointment } from '../../testing/appointments.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000d1';
const ROOM = '0190a0b0-0000-7000-8000-0000000000f1';

function reachable(view: AppointmentView): AppointmentView {
  return {
    ...view,
    patient: { ...view.patient!, email: 'lea.martin@exemple.fr', phone: '+33612345678' },
  };
}

function pinRoom() {
  localStorage.setItem(
    'teleplan.pinned-agenda',
    JSON.stringify({ ownerType: 'ROOM', id: ROOM, name: 'Salle Bleue' }),
  );
}

describe("agenda viewer's contact cards", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T07:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("opens a patient's card from the doctor's agenda: national phone and email with copy, the patient page", async () => {
    const view = reachable(anAppointment('2026-11-22T09:00:00.000Z', 20, { doctor: DOCTOR, room: ROOM }));
    mockFetch(route('GET', '/api/schedule/appointments', () => json(200, [view])));
    const { user } = renderApp('/app/home', { role: 'DOCTOR', sub: DOCTOR });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const agenda = await screen.findByRole('region', { name: 'Mon agenda' });
    const name = await within(agenda).findByRole('button', { name: 'Coordonnées de Martin Léa' });
    await user.click(name);
    const panel = screen.getByRole('dialog', { name: 'Martin Léa' });
    expect(panel).toHaveTextContent('QualitéPatient');
    expect(panel).toHaveTextContent('Nom completLéa Martin');
    expect(within(panel).getByRole('link', { name: 'Écrire à lea.martin@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:lea.martin@exemple.fr',
    );
    expect(within(panel).getByRole('link', { name: 'Appeler le 06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
    await user.click(within(panel).getByRole('button', { name: 'Copier téléphone' }));
    expect(writeText).toHaveBeenCalledWith('06 12 34 56 78');
    await user.click(within(panel).getByRole('button', { name: 'Copier email' }));
    expect(writeText).toHaveBeenLastCalledWith('lea.martin@exemple.fr');
    expect(within(panel).getByRole('link', { name: 'Voir la fiche patient' })).toHaveAttribute(
      'href',
      `/app/patients/${view.patient!.id}/view`,
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(name).toHaveFocus();
  });

  it("opens the doctor's card from a room's agenda, and keeps the patient page from a super admin", async () => {
    pinRoom();
    const view = reachable(anAppointment('2026-11-22T09:00:00.000Z', 20, { room: ROOM }));
    mockFetch(route('GET', '/api/schedule/appointments', () => json(200, [view])));
    const { user } = renderApp('/app/home', { role: 'SUPER_ADMIN' });
    const frame = await screen.findByRole('complementary', { name: 'Agenda épinglé' });

    await user.click(await within(frame).findByRole('button', { name: 'Coordonnées de Dr House Gregory' }));
    let panel = screen.getByRole('dialog', { name: 'Dr House Gregory' });
    expect(panel).toHaveTextContent('QualitéMédecin');
    expect(panel).toHaveTextContent('EmailNon renseignéTéléphoneNon renseigné');
    expect(within(panel).queryByRole('button', { name: /Copier/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Fermer' }));

    await user.click(within(frame).getByRole('button', { name: 'Coordonnées de Martin Léa' }));
    panel = screen.getByRole('dialog', { name: 'Martin Léa' });
    expect(panel).toHaveTextContent('QualitéPatient');
    expect(within(panel).queryByRole('link', { name: 'Voir la fiche patient' })).toBeNull();
  });

  it('gives no button for a patient whose name the server left blank', async () => {
    pinRoom();
    const view = anAppointment('2026-11-22T09:00:00.000Z', 20, { room: ROOM });
    const blank = { ...view, patient: { ...view.patient!, firstName: '', lastName: '' } };
    mockFetch(route('GET', '/api/schedule/appointments', () => json(200, [blank])));
    renderApp('/app/home', { role: 'ADMIN' });
    const frame = await screen.findByRole('complementary', { name: 'Agenda épinglé' });
    await within(frame).findByRole('button', { name: 'Coordonnées de Dr House Gregory' });
    expect(within(frame).getAllByRole('button', { name: /^Coordonnées de/ })).toHaveLength(1);
  });
});
