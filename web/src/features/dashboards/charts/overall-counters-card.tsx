import type { OverallStats } from '@teleplan/proto/indicators';
import type { ChartProps } from './chart-props.ts';
import { overallCounters, statusCounters } from './counters.ts';
import { CountersCard } from './counters-card.tsx';
import { useChartLanguage } from './use-chart-language.ts';

/** A scope's overall statistics: its rooms, digital practices, patients and doctors, then its appointments. */
export function OverallCountersCard({ data, ...card }: ChartProps<OverallStats>) {
  const { t } = useChartLanguage();
  const counters = data ? [...overallCounters(data, t), ...statusCounters(data.appointments, t)] : [];
  return <CountersCard {...card} counters={counters} />;
}
