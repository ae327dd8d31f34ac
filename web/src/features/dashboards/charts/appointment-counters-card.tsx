import type { AppointmentCounters } from '@teleplan/proto/indicators';
import type { ChartProps } from './chart-props.ts';
import { reasonCounters, statusCounters, type CountersVariant } from './counters.ts';
import { CountersCard } from './counters-card.tsx';
import { useChartLanguage } from './use-chart-language.ts';

interface AppointmentCountersCardProps extends ChartProps<AppointmentCounters> {
  /** 'status': proceeded, future, canceled (of which absent), total, unpaid; 'reasons': why they were booked. */
  variant: CountersVariant;
}

/** The appointments' counters of the period as figures. */
export function AppointmentCountersCard({ data, variant, ...card }: AppointmentCountersCardProps) {
  const { t } = useChartLanguage();
  const counters = data ? (variant === 'status' ? statusCounters : reasonCounters)(data, t) : [];
  return <CountersCard {...card} counters={counters} />;
}
