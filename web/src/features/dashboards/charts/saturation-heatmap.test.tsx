import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaturationCell } from '@teleplan/proto/indicators';
import { captureDownloads } from '../../../testing/csv-capture.ts';
import { lastOption } from '../../../testing/fake-echarts.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { tableRows } from '../../../testing/table-rows.ts';
import { SaturationHeatmap } from './saturation-heatmap.tsx';

vi.mock(
  './echarts-loader.ts',
  async () => (await import('../../../testing/fake-echarts.ts')).fakeEchartsLoader,
);

/** The 168 cells of a week, empty but for the given levels ('day-hour' → level). */
function week(levels: Record<string, number>): SaturationCell[] {
  return Array.from({ length: 7 * 24 }, (_, index) => {
    const dayOfWeek = Math.floor(index / 24) + 1;
    const start = index % 24;
    const saturationLevel = levels[`${dayOfWeek}-${start}`] ?? 0;
    return { interval: { dayOfWeek, start }, saturationLevel, bookedMinutes: 0, availableMinutes: 60 };
  });
}

const TITLE = 'Saturation moyenne';

describe('SaturationHeatmap', () => {
  it('writes each hour of 07:00 to 19:00 and each day in whole percents, coloured by band', async () => {
    // 06:00 and 20:00 are outside the grid; 0.495 shows as 50 % and is therefore orange, not green.
    const data = week({ '1-7': 0.25, '1-6': 0.9, '3-12': 0.495, '7-19': 0.8, '5-20': 1 });
    renderWithStore(<SaturationHeatmap title={TITLE} data={data} isLoading={false} />);

    await waitFor(() => expect(lastOption()).toBeDefined());
    const option = lastOption() as {
      yAxis: { data: string[] };
      xAxis: { data: string[] };
      series: {
        data: number[][];
        label: { show: boolean; formatter: (cell: { value: number[] }) => string };
      }[];
      visualMap: { pieces: { lt?: number; gte?: number; color: string }[] };
    };
    expect(option.yAxis.data).toEqual([
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(option.xAxis.data).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
    const cells = option.series[0]!.data;
    expect(cells).toHaveLength(13 * 7);
    expect(cells.filter(([, , percent]) => percent! > 0)).toEqual([
      [0, 0, 25],
      [2, 5, 50],
      [6, 12, 80],
    ]);
    // The percent is written in every cell, so the grid reads without its colours.
    const { label } = option.series[0]!;
    expect(label.show).toBe(true);
    expect(label.formatter({ value: [2, 5, 50] })).toBe('50 %');
    const colourOf = (percent: number) =>
      option.visualMap.pieces.find(
        (piece) => (piece.gte ?? -Infinity) <= percent && percent < (piece.lt ?? Infinity),
      )!.color;
    expect([colourOf(49), colourOf(50), colourOf(79), colourOf(80), colourOf(100)]).toEqual([
      '#8fd19e',
      '#f5b971',
      '#f5b971',
      '#ef8a8a',
      '#ef8a8a',
    ]);
    const legend = screen.getByRole('list', { name: 'Légende de saturation' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Moins de 50 %', '50 à 80 %', '80 % et plus']);
  });

  it('lists hours by days in percent in its table view and its CSV', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithStore(
      <SaturationHeatmap title={TITLE} data={week({ '2-8': 0.333, '7-8': 1 })} isLoading={false} />,
    );

    await user.click(screen.getByRole('button', { name: 'Tableau' }));
    const rows = tableRows(screen.getByRole('table', { name: TITLE }));
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual([
      'Heure',
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ]);
    expect(rows[2]).toEqual(['08:00', '0 %', '33 %', '0 %', '0 %', '0 %', '0 %', '100 %']);
    expect(rows[13]![0]).toBe('19:00');

    await user.click(screen.getByRole('button', { name: 'Télécharger (CSV)' }));
    const [csv] = await downloads.texts();
    expect(csv!.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFHeure;lundi;mardi;mercredi;jeudi;vendredi;samedi;dimanche',
      '07:00;0;0;0;0;0;0;0',
      '08:00;0;33;0;0;0;0;100',
    ]);
  });

  it('says there is no data when nothing was booked in the shown hours', () => {
    renderWithStore(<SaturationHeatmap title={TITLE} data={week({ '1-22': 0.5 })} isLoading={false} />);
    expect(screen.getByText('Aucune donnée pour cette période')).toBeInTheDocument();
  });
});
