import type { ReactNode } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { CHART_HEIGHT, ChartCard } from './chart-card.tsx';
import type { ChartProps } from './chart-props.ts';
import type { ChartTable } from './chart-table.ts';
import { EChart } from './e-chart.tsx';

interface EChartCardProps extends Omit<ChartProps<unknown>, 'data'> {
  isEmpty: boolean;
  /** What the chart draws, and the same data as a table (its accessible view and its CSV). */
  option: EChartsCoreOption;
  table: ChartTable;
  summary?: ReactNode;
}

/** A chart card drawing with ECharts: the card's states, toggle and CSV around one chart of the given height. */
export function EChartCard({ option, height = CHART_HEIGHT, ...card }: EChartCardProps) {
  return (
    <ChartCard {...card} height={height}>
      <EChart option={option} height={height} />
    </ChartCard>
  );
}
