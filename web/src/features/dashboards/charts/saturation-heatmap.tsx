import { useMemo } from 'react';
import type { SaturationCell } from '@teleplan/proto/indicators';
import type { ChartProps } from './chart-props.ts';
import { EChartCard } from './e-chart-card.tsx';
import { isEmptySaturation, saturationGrid, saturationOption, saturationTable } from './saturation-grid.ts';
import { SaturationLegend } from './saturation-legend.tsx';
import { useChartLanguage } from './use-chart-language.ts';

/**
 * The average saturation of the week, hour by hour (07:00 to 19:00) and day by day, in percent: the percent is
 * written in each cell, so the grid reads without its colours.
 */
export function SaturationHeatmap({ data, ...card }: ChartProps<SaturationCell[]>) {
  const { t, language } = useChartLanguage();
  const grid = useMemo(() => saturationGrid(data ?? []), [data]);
  const { table, option } = useMemo(() => {
    const percentText = (percent: number) => t('saturation.percent', { value: percent });
    return {
      table: saturationTable(grid, t('hour'), percentText, language),
      option: saturationOption(grid, percentText, language),
    };
  }, [grid, t, language]);
  return (
    <EChartCard
      {...card}
      isEmpty={isEmptySaturation(grid)}
      table={table}
      option={option}
      summary={<SaturationLegend />}
    />
  );
}
