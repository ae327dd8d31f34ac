import { useMemo } from 'react';
import type { CriterionAverage, EvaluationStatisticCriterion } from '@teleplan/proto/indicators';
import type { ChartProps } from './chart-props.ts';
import { EChartCard } from './e-chart-card.tsx';
import { EvaluationsTotal } from './evaluations-total.tsx';
import { radarOption, radarTable } from './satisfaction.ts';
import { useChartLanguage } from './use-chart-language.ts';

/** The patients' satisfaction over the range: the seven criteria's averages on a 0-4 radar. */
export function SatisfactionRadar({
  data,
  ...card
}: ChartProps<{ count: number; averages: CriterionAverage[] }>) {
  const { t, language } = useChartLanguage();
  const averages = data?.averages;
  const { table, option } = useMemo(() => {
    const labelOf = (criterion: EvaluationStatisticCriterion) => t(`criteria.${criterion}`);
    return {
      table: radarTable(averages ?? [], labelOf, [t('criterion'), t('average')]),
      option: radarOption(averages ?? [], labelOf, t('average'), language),
    };
  }, [averages, t, language]);
  const count = data?.count ?? 0;
  return (
    <EChartCard
      {...card}
      isEmpty={count === 0}
      table={table}
      option={option}
      summary={<EvaluationsTotal count={count} />}
    />
  );
}
