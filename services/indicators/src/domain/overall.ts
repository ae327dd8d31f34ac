import type { Actor } from '@teleplan/kit/auth/actor';
import type { AppointmentCounters, OverallStats, StatisticsQuery } from '@teleplan/proto/indicators';
import { GLOBAL_SCOPE, ScopeKinds, type ScopeKind } from '../data/contributions.ts';
import { CountsRepository, type CategoryCounts } from '../data/counts.repository.ts';
import { ReachRepository } from '../data/reach.repository.ts';
import type { Scope } from '../data/scope.ts';
import type { IndicatorsContext } from './context.ts';
import { countersWindow, queryTime, wholeHours } from './query-window.ts';
import { scopeOf } from './scope.ts';

/** The overall statistics' subjects: the platform, or one doctor, room, sector or room type. */
export type OverallSubject =
  { kind: typeof ScopeKinds.global } | { kind: Exclude<ScopeKind, 'G'>; id: string };

const SCOPE_LIST = { D: 'doctorIds', R: 'roomIds', S: 'sectorIds', T: 'roomTypeIds' } as const;

function countersOf(counts: CategoryCounts): AppointmentCounters {
  return {
    total: counts.TOTAL,
    proceeded: counts.PROCEEDED,
    future: counts.FUTURE,
    canceled: counts.CANCELED,
    absent: counts.ABSENT,
    unpaid: counts.UNPAID,
    noTreatingDoctor: counts.NO_TREATING_DOCTOR,
    treatingDoctorNotAvailable: counts.TREATING_DOCTOR_NOT_AVAILABLE,
    c15: counts.C15,
  };
}

/**
 * A subject's resources now, its patients and its counters over [from, to) (from the first day, no end by
 * default), checked against the caller's reach like the id lists of the other calls.
 */
export async function overallStats(
  ctx: IndicatorsContext,
  actor: Actor,
  subject: OverallSubject,
  query: StatisticsQuery,
): Promise<OverallStats> {
  const time = queryTime(query, ctx.clock());
  const window = countersWindow(query, time);
  const manager = ctx.dataSource.manager;
  const scope: Scope =
    subject.kind === ScopeKinds.global
      ? await scopeOf(manager, actor, { global: true })
      : await scopeOf(manager, actor, { [SCOPE_LIST[subject.kind]]: [subject.id] });
  const counts = new CountsRepository(ctx.statistics);
  const [resources, patients, totals] = await Promise.all([
    new ReachRepository(manager).resourcesOf(subject.kind, 'id' in subject ? subject.id : GLOBAL_SCOPE),
    counts.patients(scope, query.from || query.to ? window : null),
    counts.totals(scope, {
      ...window,
      currentMoment: time.currentMoment,
      rollups: wholeHours(time.zone, window.from, window.to, time.currentMoment),
    }),
  ]);
  return {
    resources: { rooms: resources.rooms, sectors: resources.sectors },
    profiles: { patients, doctors: resources.doctors },
    appointments: countersOf(totals),
  };
}
