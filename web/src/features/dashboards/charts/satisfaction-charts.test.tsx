import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CriterionAverage, EvaluationMonth } from '@teleplan/proto/indicators';
import { setLanguage } from '../../../shared/i18n/i18n.ts';
import { lastOption } from '../../../testing/fake-echarts.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { tableRows } from '../../../testing/table-rows.ts';
import { EvaluationCountChart } from './evaluation-count-chart.tsx';
import { SatisfactionEvolutionChart } from './satisfaction-evolution-chart.tsx';
import { SatisfactionRadar } from './satisfaction-radar.tsx';

vi.mock(
  './echarts-loader.ts',
  async () => (await import('../../../testing/fake-echarts.ts')).fakeEchartsLoader,
);

const averages: CriterionAverage[] = [
  { criterion: 'SUFFICIENT_DOCUMENT', average: 2.5 },
  { criterion: 'RESPONSIVENESS', average: 3.25 },
  { criterion: 'PROBLEM_RESOLUTION', average: 4 },
  { criterion: 'SMOOTH_EXECUTION', average: 3 },
  { criterion: 'PLEASANT_RECEPTION', average: 3.67 },
  { criterion: 'PLEASANT_CONSULTATION', average: 3.5 },
  { criterion: 'NEXT_APPOINTMENT', average: null },
];

describe('satisfaction charts', () => {
  it('puts the seven criteria, named in French or English, around a 0-4 radar', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <SatisfactionRadar title="Satisfaction" data={{ count: 12, averages }} isLoading={false} />,
    );

    expect(screen.getByText('12 évaluations sur la période')).toBeInTheDocument();
    await waitFor(() => expect(lastOption()).toBeDefined());
    const option = lastOption() as {
      radar: { indicator: { name: string; max: number }[] };
      series: { data: { value: number[] }[] }[];
    };
    expect(option.radar.indicator.map((one) => one.name)).toEqual([
      'Réactivité',
      'Résolution du problème',
      'Déroulement fluide',
      'Accueil agréable',
      'Consultation agréable',
      'Prochain rendez-vous',
      'Documents suffisants',
    ]);
    expect(option.radar.indicator.every((one) => one.max === 4)).toBe(true);
    expect(option.series[0]!.data[0]!.value).toEqual([3.25, 4, 3, 3.67, 3.5, 0, 2.5]);

    await user.click(screen.getByRole('button', { name: 'Tableau' }));
    expect(tableRows(screen.getByRole('table', { name: 'Satisfaction' }))).toEqual([
      ['Critère', 'Moyenne (sur 4)'],
      ['Réactivité', '3,25'],
      ['Résolution du problème', '4'],
      ['Déroulement fluide', '3'],
      ['Accueil agréable', '3,67'],
      ['Consultation agréable', '3,5'],
      ['Prochain rendez-vous', '—'],
      ['Documents suffisants', '2,5'],
    ]);

    await setLanguage('en');
    expect(await screen.findByText('Responsiveness')).toBeInTheDocument();
    expect(screen.getByText('3.25')).toBeInTheDocument();
  });

  it('says there is no data when no evaluation was given', () => {
    renderWithStore(
      <SatisfactionRadar title="Satisfaction" data={{ count: 0, averages: [] }} isLoading={false} />,
    );
    expect(screen.getByText('Aucune donnée pour cette période')).toBeInTheDocument();
  });

  it('draws a line per criterion per month on a 0-4 axis, two decimals', async () => {
    const user = userEvent.setup();
    const months: EvaluationMonth[] = [
      { date: '2026-10-01', count: 3, averages },
      { date: '2026-11-01', count: 0, averages: [] },
    ];
    renderWithStore(<SatisfactionEvolutionChart title="Évolution" data={months} isLoading={false} />);

    await waitFor(() => expect(lastOption()).toBeDefined());
    const option = lastOption() as {
      xAxis: { data: string[] };
      yAxis: { min: number; max: number };
      series: { name: string; data: (number | null)[] }[];
      tooltip: { valueFormatter: (value: number | null) => string };
    };
    expect(option.xAxis.data).toEqual(['oct. 2026', 'nov. 2026']);
    expect(option.yAxis).toMatchObject({ min: 0, max: 4 });
    expect(option.series).toHaveLength(7);
    expect(option.series[0]).toMatchObject({ name: 'Réactivité', data: [3.25, null] });
    expect([option.tooltip.valueFormatter(3), option.tooltip.valueFormatter(null)]).toEqual(['3,00', '—']);

    await user.click(screen.getByRole('button', { name: 'Tableau' }));
    const rows = tableRows(screen.getByRole('table', { name: 'Évolution' }));
    expect(rows[0]!.slice(0, 3)).toEqual(['Mois', 'Évaluations', 'Réactivité']);
    expect(rows[1]!.slice(0, 3)).toEqual(['oct. 2026', '3', '3,25']);
    expect(rows[2]!.slice(0, 3)).toEqual(['nov. 2026', '0', '—']);
  });

  it('counts the evaluations day by day with the period total', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <EvaluationCountChart
        title="Évaluations reçues"
        data={{
          total: 1,
          points: [
            { date: '2026-11-23', count: 1 },
            { date: '2026-11-24', count: 0 },
          ],
        }}
        isLoading={false}
      />,
    );
    expect(screen.getByText('1 évaluation sur la période')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tableau' }));
    expect(tableRows(screen.getByRole('table', { name: 'Évaluations reçues' }))).toEqual([
      ['Date', 'Évaluations'],
      ['23/11/2026', '1'],
      ['24/11/2026', '0'],
    ]);
  });
});
