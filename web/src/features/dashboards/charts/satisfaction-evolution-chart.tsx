import { useMemo } from 'react';
import type { EvaluationMonth, EvaluationStatisticCriterion } from '@teleplan/proto/indicators';
import type { ChartProps } from './chart-props.ts';
import { EChartCard } from './e-chart-card.tsx';
import { evolutionOption, evolutionTable } from './satisfaction.ts';
import { useChartLanguage } from './use-chart-language.ts';

/** The satisfaction month by month: a line per criterion on the 0-4 scale. */
export function SatisfactionEvolutionChart({ data, ...card }: ChartProps<EvaluationMonth[]>) {
  const { t, language } = useChartLanguage();
  const { table, option } = useMemo(() => {
    const months = data ?? [];
    const labelOf = (criterion: EvaluationStatisticCriterion) => t(`criteria.${criterion}`);
    return {
      table: evolutionTable(months, labelOf, [t('month'), t('evaluations')], language),
      option: evolutionOption(months, labelOf, language),
    };
  }, [data, t, language]);
  const isEmpty = (data ?? []).every((month) => month.count === 0);
  return <EChartCard {...card} isEmpty={isEmpty} table={table} option={option} />;
}
