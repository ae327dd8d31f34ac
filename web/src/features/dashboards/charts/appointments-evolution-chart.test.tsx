import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CategorySeries } from '@teleplan/proto/indicators';
import { setLanguage } from '../../../shared/i18n/i18n.ts';
import { captureDownloads } from '../../../testing/csv-capture.ts';
import { lastOption } from '../../../testing/fake-echarts.ts';
import { tableRows } from '../../../testing/table-rows.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { AppointmentsEvolutionChart } from './appointments-evolution-chart.tsx';

vi.mock(
  './echarts-loader.ts',
  async () => (await import('../../../testing/fake-echarts.ts')).fakeEchartsLoader,
);

const series = (category: CategorySeries['category'], counts: number[]): CategorySeries => ({
  category,
  points: counts.map((count, index) => ({ date: `2026-11-${String(23 + index)}`, count })),
});
const data: CategorySeries[] = [
  series('TOTAL', [5, 3, 0]),
  series('PROCEEDED', [4, 1, 0]),
  series('FUTURE', [0, 0, 0]),
  series('CANCELED', [1, 2, 0]),
];
const TITLE = 'Évolution des rendez-vous';

describe('AppointmentsEvolutionChart', () => {
  it('draws a line per category over the days, on their own dates, in the interface language', async () => {
    renderWithStore(<AppointmentsEvolutionChart title={TITLE} data={data} isLoading={false} />);

    expect(screen.getByRole('heading', { level: 3, name: TITLE })).toBeInTheDocument();
    await waitFor(() => expect(lastOption()).toBeDefined());
    const option = lastOption() as {
      xAxis: { data: string[] };
      yAxis: { axisLabel: { formatter: (value: number) => string } };
      tooltip: { valueFormatter: (value: number) => string };
      series: { name: string; type: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['23/11', '24/11', '25/11']);
    // Large counts in the French way on the axis and in the tooltip.
    expect(option.yAxis.axisLabel.formatter(1234)).toBe('1\u202f234');
    expect(option.tooltip.valueFormatter(1234)).toBe('1\u202f234');
    expect(option.series.map((line) => [line.type, line.name, line.data])).toEqual([
      ['line', 'Total', [5, 3, 0]],
      ['line', 'Réalisés', [4, 1, 0]],
      ['line', 'Annulés', [1, 2, 0]],
    ]);

    await setLanguage('en');
    await waitFor(() =>
      expect((lastOption() as typeof option).series.map((line) => line.name)).toEqual([
        'Total',
        'Held',
        'Canceled',
      ]),
    );
    await setLanguage('fr');
  });

  it('shows the same data as a table, reached with the keyboard, and downloads it as CSV', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithStore(
      <AppointmentsEvolutionChart
        title={TITLE}
        data={data}
        isLoading={false}
        categories={['TOTAL', 'FUTURE']}
      />,
    );
    const chartButton = screen.getByRole('button', { name: 'Graphique' });
    expect(chartButton).toHaveAttribute('aria-pressed', 'true');

    chartButton.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tableau' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Tableau' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: TITLE });
    expect(tableRows(table)).toEqual([
      ['Date', 'Total', 'À venir'],
      ['23/11/2026', '5', '0'],
      ['24/11/2026', '3', '0'],
      ['25/11/2026', '0', '0'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Télécharger (CSV)' }));
    expect(downloads.fileNames()).toEqual(['evolution-des-rendez-vous.csv']);
    expect(await downloads.texts()).toEqual([
      '\uFEFFDate;Total;À venir\r\n23/11/2026;5;0\r\n24/11/2026;3;0\r\n25/11/2026;0;0\r\n',
    ]);

    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}{ }');
    expect(screen.getByRole('button', { name: 'Graphique' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a spinner while loading, then says when the period holds nothing', () => {
    const { rerender } = renderWithStore(
      <AppointmentsEvolutionChart title={TITLE} data={undefined} isLoading />,
    );
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger (CSV)' })).toBeNull();

    rerender(
      <AppointmentsEvolutionChart
        title={TITLE}
        data={data.map((one) => ({ ...one, points: one.points.map((point) => ({ ...point, count: 0 })) }))}
        isLoading={false}
      />,
    );
    expect(screen.getByText('Aucune donnée pour cette période')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tableau' })).toBeNull();
  });

  it("shows the failure's text and a retry that asks again", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithStore(
      <AppointmentsEvolutionChart
        title={TITLE}
        data={undefined}
        isLoading={false}
        error={{ status: 403, data: { messageCode: 'indicators.statistics.unauthorized_doctor' } }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Vous n'avez pas accès aux statistiques de ce médecin.",
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
