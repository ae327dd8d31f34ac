import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentCounters, OverallStats } from '@teleplan/proto/indicators';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { AppointmentCountersCard } from './appointment-counters-card.tsx';
import { OverallCountersCard } from './overall-counters-card.tsx';

const counters: AppointmentCounters = {
  total: 1234,
  proceeded: 1000,
  future: 200,
  canceled: 34,
  absent: 4,
  unpaid: 12,
  noTreatingDoctor: 300,
  treatingDoctorNotAvailable: 25,
  c15: 7,
};

/** The card's figures as label → shown number (and the line under it). */
const figures = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('counters cards', () => {
  it('shows the status counters as figures, without a chart toggle', () => {
    renderWithStore(
      <AppointmentCountersCard title="Rendez-vous" variant="status" data={counters} isLoading={false} />,
    );
    const card = screen.getByRole('region', { name: 'Rendez-vous' });
    expect(figures(card)).toEqual([
      ['Réalisés', '1\u202f000'],
      ['À venir', '200'],
      ['Annulés', '34dont patient absent : 4'],
      ['Total', '1\u202f234'],
      ['Non payés', '12'],
    ]);
    expect(within(card).queryByRole('button', { name: 'Tableau' })).toBeNull();
  });

  it('shows the reasons', () => {
    renderWithStore(
      <AppointmentCountersCard title="Motifs" variant="reasons" data={counters} isLoading={false} />,
    );
    expect(figures(screen.getByRole('region', { name: 'Motifs' }))).toEqual([
      ['Sans médecin traitant', '300'],
      ['Médecin traitant indisponible', '25'],
      ['Régulation (C15)', '7'],
    ]);
  });

  it('loads, fails and says when the period is empty', () => {
    const { rerender } = renderWithStore(
      <AppointmentCountersCard title="Motifs" variant="reasons" data={undefined} isLoading />,
    );
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    rerender(
      <AppointmentCountersCard
        title="Motifs"
        variant="reasons"
        data={{ ...counters, noTreatingDoctor: 0, treatingDoctorNotAvailable: 0, c15: 0 }}
        isLoading={false}
      />,
    );
    expect(screen.getByText('Aucune donnée pour cette période')).toBeInTheDocument();
    rerender(
      <AppointmentCountersCard
        title="Motifs"
        variant="reasons"
        data={undefined}
        isLoading={false}
        error={{ status: 500 }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue');
  });

  it("shows a scope's rooms, practices, patients and doctors, then its appointments", () => {
    const stats: OverallStats = {
      resources: { rooms: 4, sectors: 2 },
      profiles: { patients: 310, doctors: 9 },
      appointments: counters,
    };
    renderWithStore(<OverallCountersCard title="Vue d'ensemble" data={stats} isLoading={false} />);
    expect(figures(screen.getByRole('region', { name: "Vue d'ensemble" })).slice(0, 5)).toEqual([
      ['Salles', '4'],
      ['Cabinets digitaux', '2'],
      ['Patients', '310'],
      ['Médecins', '9'],
      ['Réalisés', '1\u202f000'],
    ]);
  });
});
