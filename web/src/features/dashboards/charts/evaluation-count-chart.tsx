import { useMemo } from 'react';
import type { CountPoint } from '@teleplan/proto/indicators';
import { categorySeriesOption, categorySeriesTable } from './category-series.ts';
import type { ChartProps } from './chart-props.ts';
import { EChartCard } from './e-chart-card.tsx';
import { EvaluationsTotal } from './evaluations-total.tsx';
import { useChartLanguage } from './use-chart-language.ts';

/** How many evaluations patients gave, day by day, with the period's total. */
export function EvaluationCountChart({ data, ...card }: ChartProps<{ total: number; points: CountPoint[] }>) {
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
    <EChartCard
      {...card}
      isEmpty={total === 0}
      table={table}
      option={option}
      summary={<EvaluationsTotal count={total} />}
    />
  );
}
