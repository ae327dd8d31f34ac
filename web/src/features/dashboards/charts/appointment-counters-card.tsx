import type { AppointmentCounters } from '@teleplan/proto/indicators';
import { ChartCard } from './chart-card.tsx';
import type { ChartProps } from './chart-props.ts';
import { CounterList } from './counter-list.tsx';
import { allZero, reasonCounters, statusCounters, type CountersVariant } from './counters.ts';
import { useChartLanguage } from './use-chart-language.ts';

interface AppointmentCountersCardProps extends ChartProps<AppointmentCounters> {
  /** 'status': proceeded, future, canceled (of which absent), total, unpaid; 'reasons': why they were booked. */
  variant: CountersVariant;
}

/** The appointments' counters of the period as figures (no chart). */
export function AppointmentCountersCard({
  title,
  data,
  isLoading,
  error,
  onRetry,
  variant,
}: AppointmentCountersCardProps) {
  const { t } = useChartLanguage();
  const counters = data ? (variant === 'status' ? statusCounters : reasonCounters)(data, t) : [];
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
