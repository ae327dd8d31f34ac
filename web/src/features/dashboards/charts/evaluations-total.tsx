import { useChartLanguage } from './use-chart-language.ts';

/** '12 évaluations sur la période', above the evaluation charts. */
export function EvaluationsTotal({ count }: { count: number }) {
  const { t } = useChartLanguage();
  return <p className="chart-card__summary">{t('evaluationsTotal', { count })}</p>;
}
