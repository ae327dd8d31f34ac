import { useMemo } from 'react';
import type { EvaluationMonth, EvaluationStatisticCriterion } from '@teleplan/proto/indicators';
import { CHART_HEIGHT, ChartCard } from './chart-card.tsx';
import type { ChartProps } from './chart-props.ts';
import { EChart } from './e-chart.tsx';
import { evolutionOption, evolutionTable } from './satisfaction.ts';
import { useChartLanguage } from './use-chart-language.ts';

/** The satisfaction month by month: a line per criterion on the 0-4 scale. */
export function SatisfactionEvolutionChart({
  title,
  data,
  isLoading,
  error,
  onRetry,
  height = CHART_HEIGHT,
}: ChartProps<EvaluationMonth[]>) {
  const { t, language } = useChartLanguage();
  const { table, option } = useMemo(() => {
    const months = data ?? [];
    const labelOf = (criterion: EvaluationStatisticCriterion) => t(`criteria.${criterion}`);
    return {
      table: evolutionTable(months, labelOf, [t('month'), t('evaluations')], language),
      option: evolutionOption(months, labelOf, language),
    };
  }, [data, t, language]);
  return (
    <ChartCard
      title={title}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={(data ?? []).every((month) => month.count === 0)}
      table={table}
      height={height}
    >
      <EChart option={option} height={height} />
    </ChartCard>
  );
}
