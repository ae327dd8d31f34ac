import { useState, type ReactNode } from 'react';
import { DEFAULT_ZONE } from '../../../shared/format/date-time.ts';
import { localDateOf } from '../../../shared/schedule/zoned-time.ts';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { DateRangePicker, presetRange } from '../charts/index.ts';
import type { DashboardQuery, StatisticsScope } from '../domain/statistics-query.ts';
import './statistics-frame.css';

interface StatisticsFrameProps {
  scope: StatisticsScope;
  /** The dashboard's cards for the period chosen. */
  children: (query: DashboardQuery) => ReactNode;
}

/**
 * A dashboard's period (the date range picker, six months up to today by default) above its cards, counted in
 * the signed-in person's zone.
 */
export function StatisticsFrame({ scope, children }: StatisticsFrameProps) {
  const { claims } = useSession();
  const zone = useProfileQuery(claims?.sub ?? '', { skip: !claims }).data?.zone ?? DEFAULT_ZONE;
  // Fixed for the dashboard's life: the calls' arguments (and the day cache's keys) stay the same.
  const [now] = useState(() => new Date().toISOString());
  const today = localDateOf(now, zone);
  const [range, setRange] = useState(() => presetRange('sixMonths', today));
  return (
    <div className="statistics-frame">
      <DateRangePicker value={range} onChange={setRange} today={today} />
      <div className="statistics-frame__cards">{children({ scope, range, zone, now })}</div>
    </div>
  );
}
