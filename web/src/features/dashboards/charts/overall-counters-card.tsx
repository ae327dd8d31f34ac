import type { OverallStats } from '@teleplan/proto/indicators';
import { ChartCard } from './chart-card.tsx';
import type { ChartProps } from './chart-props.ts';
import { CounterList } from './counter-list.tsx';
import { allZero, overallCounters, statusCounters } from './counters.ts';
import { useChartLanguage } from './use-chart-language.ts';

/** A scope's overall statistics: its rooms, digital practices, patients and doctors, then its appointments. */
export function OverallCountersCard({ title, data, isLoading, error, onRetry }: ChartProps<OverallStats>) {
  const { t } = useChartLanguage();
  const counters = data ? [...overallCounters(data, t), ...statusCounters(data.appointments, t)] : [];
  return (
    <ChartCard
      title={title}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={allZero(counters)}
    >
      <CounterList counters={counters} />
    </ChartCard>
  );
}
