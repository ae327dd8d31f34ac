import { useMemo } from 'react';
import type { CriterionAverage, EvaluationStatisticCriterion } from '@teleplan/proto/indicators';
import { CHART_HEIGHT, ChartCard } from './chart-card.tsx';
import type { ChartProps } from './chart-props.ts';
import { EChart } from './e-chart.tsx';
import { radarOption, radarTable } from './satisfaction.ts';
import { useChartLanguage } from './use-chart-language.ts';

/** The patients' satisfaction over the range: the seven criteria's averages on a 0-4 radar. */
export function SatisfactionRadar({
  title,
  data,
  isLoading,
  error,
  onRetry,
  height = CHART_HEIGHT,
}: ChartProps<{ count: number; averages: CriterionAverage[] }>) {
  const { t } = useChartLanguage();
  const averages = data?.averages;
  const { table, option } = useMemo(() => {
    const labelOf = (criterion: EvaluationStatisticCriterion) => t(`criteria.${criterion}`);
    return {
      table: radarTable(averages ?? [], labelOf, [t('criterion'), t('average')]),
      option: radarOption(averages ?? [], labelOf, t('average')),
    };
  }, [averages, t]);
  const count = data?.count ?? 0;
  return (
    <ChartCard
      title={title}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={count === 0}
      table={table}
      height={height}
      summary={<p className="chart-card__summary">{t('evaluationsTotal', { count })}</p>}
    >
      <EChart option={option} height={height} />
    </ChartCard>
  );
}
