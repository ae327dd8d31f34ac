import { EVALUATION_STATISTIC_CRITERIA } from '@teleplan/proto/indicators';
import { GLOBAL_SCOPE } from './contributions.ts';

/** The criteria's columns of `evaluation` and `evaluation_hour`: the statistics names in snake case. */
export const CRITERION_COLUMNS = EVALUATION_STATISTIC_CRITERIA.map((criterion) => criterion.toLowerCase());

/**
 * A statement adding the evaluations of `source` (a relation of `evaluation` rows) to `schema`'s
 * `evaluation_hour`: how many and each criterion's sum, per UTC hour of submission, for the platform and the
 * evaluation's doctor, room and sector (a room type's are the evaluations of its rooms as they are now: read from
 * the evaluations). The one definition of the events, the rebuild and its merge (docs/statistics.md#read-model).
 */
export function evaluationContributions(schema: string, source: string): string {
  const columns = CRITERION_COLUMNS.join(', ');
  return `INSERT INTO ${schema}.evaluation_hour AS t (kind, scope_id, hour, evaluations, ${columns})
    SELECT s.kind, s.scope_id, date_trunc('hour', e.submitted_at, 'UTC'), count(*)::int,
           ${CRITERION_COLUMNS.map((column) => `sum(e.${column})::int`).join(', ')}
      FROM ${source} e
     CROSS JOIN LATERAL (VALUES ('G', '${GLOBAL_SCOPE}'::uuid), ('D', e.doctor_id), ('R', e.room_id),
                                ('S', e.sector_id)) AS s(kind, scope_id)
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
    ON CONFLICT (kind, scope_id, hour) DO UPDATE SET evaluations = t.evaluations + EXCLUDED.evaluations,
      ${CRITERION_COLUMNS.map((column) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ')}`;
}
