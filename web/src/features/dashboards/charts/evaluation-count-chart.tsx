import { useMemo } from 'react';
import type { CountPoint } from '@teleplan/proto/indicators';
import { categorySeriesOption, categorySeriesTable } from './category-series.ts';
import { CHART_HEIGHT, ChartCard } from './chart-card.tsx';
import type { ChartProps } from './chart-props.ts';
import { EChart } from './e-chart.tsx';
import { useChartLanguage } from './use-chart-language.ts';

/** How many evaluations patients gave, day by day, with the period's total. */
export function EvaluationCountChart({
  title,
  data,
  isLoading,
  error,
  onRetry,
  height = CHART_HEIGHT,
}: ChartProps<{ total: number; points: CountPoint[] }>) {
  const { t, language } = useChartLanguage();
  const { table, option } = useMemo(() => {
    // One series drawn as the appointment counts are: a bar per day, named for what it counts.
    const series = [{ category: 'TOTAL' as const, points: data?.points ?? [] }];
    const labelOf = () => t('evaluations');
    return {
      table: categorySeriesTable(series, labelOf, t('date'), language),
      option: categorySeriesOption(series, 'bar', labelOf, language),
    };
  }, [data, t, language]);
  const total = data?.total ?? 0;
  return (
    <ChartCard
      title={title}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={total === 0}
      table={table}
      height={height}
      summary={<p className="chart-card__summary">{t('evaluationsTotal', { count: total })}</p>}
    >
      <EChart option={option} height={height} />
    </ChartCard>
  );
}
