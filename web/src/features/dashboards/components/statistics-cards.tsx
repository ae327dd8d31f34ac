import { useTranslation } from 'react-i18next';
import {
  AppointmentCountersCard,
  AppointmentsEvolutionChart,
  DailyCountChart,
  EvaluationCountChart,
  OverallCountersCard,
  SatisfactionEvolutionChart,
  SatisfactionRadar,
  SaturationHeatmap,
} from '../charts/index.ts';
import { useSaturationQuery } from '../api/saturation-api.ts';
import {
  useAppointmentsEvolutionQuery,
  useAppointmentsLatestQuery,
  useAppointmentsTotalCountQuery,
  useEvaluationsEvolutionQuery,
  useEvaluationsTotalCountQuery,
  useOverallStatsQuery,
  type OverallTarget,
} from '../api/indicators-api.ts';
import { countersQuery, periodQuery, weekQuery, type DashboardQuery } from '../domain/statistics-query.ts';

/**
 * The cards the dashboards are made of, each asking for its own figures (docs/screens.md#dashboards): every dashboard
 * picks the ones the role reads. The charts show loading, failure (with the code's text) and no data themselves.
 */

interface CardProps {
  query: DashboardQuery;
}

/** A call's state as the charts take it. */
const stateOf = (answer: { isLoading: boolean; error?: unknown; refetch: () => unknown }) => ({
  isLoading: answer.isLoading,
  error: answer.error,
  onRetry: () => void answer.refetch(),
});

function useCardTitle() {
  const { t } = useTranslation('dashboards');
  return (card: string) => t(`statistics.cards.${card}`);
}

/** Rooms, sectors, patients, doctors and the appointment counters of a scope ('room': the person's own room). */
export function OverallCard({
  query,
  target,
  title = 'overall',
}: CardProps & { target: OverallTarget; title?: 'overall' | 'room' }) {
  const titleOf = useCardTitle();
  const answer = useOverallStatsQuery({ target, query: countersQuery(query) });
  return <OverallCountersCard title={titleOf(title)} data={answer.data} {...stateOf(answer)} />;
}

/** Proceeded, future, canceled and total appointments of a scope, with its booking reasons if asked. */
export function CountersCards({
  query,
  target,
  reasons = false,
}: CardProps & { target: OverallTarget; reasons?: boolean }) {
  const title = useCardTitle();
  const answer = useOverallStatsQuery({ target, query: countersQuery(query) });
  const common = { data: answer.data?.appointments, ...stateOf(answer) };
  return (
    <>
      <AppointmentCountersCard title={title('counters')} variant="status" {...common} />
      {reasons && <AppointmentCountersCard title={title('reasons')} variant="reasons" {...common} />}
    </>
  );
}

/** Appointments per day over the chosen period (six months by default). */
export function EvolutionCard({ query }: CardProps) {
  const title = useCardTitle();
  const answer = useAppointmentsEvolutionQuery(periodQuery(query));
  return (
    <AppointmentsEvolutionChart
      title={title('evolution')}
      data={answer.data?.appointsEvolutions}
      {...stateOf(answer)}
    />
  );
}

/** The running totals of the week ending today. */
export function DynamicCountCard({ query }: CardProps) {
  const title = useCardTitle();
  const answer = useAppointmentsTotalCountQuery(weekQuery(query));
  return (
    <DailyCountChart title={title('dynamic')} data={answer.data?.dynamicalTotalCount} {...stateOf(answer)} />
  );
}

/** The counts of each of the last seven days. */
export function LatestCountCard({ query }: CardProps) {
  const title = useCardTitle();
  const answer = useAppointmentsLatestQuery(weekQuery(query));
  return (
    <DailyCountChart title={title('latest')} data={answer.data?.latestDailyCount} {...stateOf(answer)} />
  );
}

/** How many evaluations came in, per day of the period. */
export function EvaluationCountCard({ query }: CardProps) {
  const title = useCardTitle();
  const answer = useEvaluationsTotalCountQuery(periodQuery(query));
  return (
    <EvaluationCountChart
      title={title('evaluationCount')}
      data={answer.data?.evaluationTotalCount}
      {...stateOf(answer)}
    />
  );
}

/** The satisfaction criteria's averages over the period (radar) and per month (evolution), as asked. */
export function SatisfactionCards({ query, radar = true }: CardProps & { radar?: boolean }) {
  const title = useCardTitle();
  const answer = useEvaluationsEvolutionQuery(periodQuery(query));
  const statistic = answer.data?.evaluationsStatistic;
  const state = stateOf(answer);
  return (
    <>
      {radar && <SatisfactionRadar title={title('radar')} data={statistic} {...state} />}
      <SatisfactionEvolutionChart
        title={title('satisfactionEvolution')}
        data={statistic?.months}
        {...state}
      />
    </>
  );
}

/** Booked over available minutes per hour of the week, over the period. */
export function SaturationCard({ query }: CardProps) {
  const title = useCardTitle();
  const { currentMoment: _now, ...period } = periodQuery(query);
  const answer = useSaturationQuery(period);
  return <SaturationHeatmap title={title('saturation')} data={answer.data} {...stateOf(answer)} />;
}
