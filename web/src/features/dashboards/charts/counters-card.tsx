import { ChartCard } from './chart-card.tsx';
import type { ChartProps } from './chart-props.ts';
import { CounterList } from './counter-list.tsx';
import { allZero, type Counter } from './counters.ts';

/** A card of figures (no chart, no toggle): its loading, failed and empty states, or the figures. */
export function CountersCard({
  counters,
  ...card
}: Omit<ChartProps<unknown>, 'data'> & { counters: Counter[] }) {
  return (
    <ChartCard {...card} isEmpty={allZero(counters)}>
      <CounterList counters={counters} />
    </ChartCard>
  );
}
