/**
 * What appointment facts add to the rollups, as SQL over a relation of `appointment_fact` rows with a `sign`
 * column (+1 to add them, -1 to take them back). The one definition both the event handlers (delta from the old
 * fact to the new) and the rebuild (every fact at once) use, so the two models agree by construction.
 * docs/statistics.md#read-model.
 */

/** The scope id of the platform as a whole (kind G). */
export const GLOBAL_SCOPE = '00000000-0000-0000-0000-000000000000';

/** Kinds of scope a rollup row belongs to. */
export const ScopeKinds = { global: 'G', doctor: 'D', room: 'R', sector: 'S', roomType: 'T' } as const;
export type ScopeKind = (typeof ScopeKinds)[keyof typeof ScopeKinds];

/** Each fact counts once in each of its scopes (no room type while its room's type is unknown). */
const SCOPES = `CROSS JOIN LATERAL (VALUES ('G', '${GLOBAL_SCOPE}'::uuid), ('D', f.doctor_id), ('R', f.room_id),
                                           ('S', f.sector_id), ('T', f.room_type_id)) AS s(kind, scope_id)`;

/** What one fact `f` counts, named as `stat_hour`'s counter columns (docs/statistics.md#counters). */
export const FACT_COUNTERS = `1 AS total, f.canceled::int AS canceled, f.absent::int AS absent,
  (NOT f.canceled)::int AS live, (NOT f.canceled AND NOT f.paid)::int AS live_unpaid,
  (NOT f.canceled AND f.no_treating_doctor)::int AS no_treating_doctor,
  (NOT f.canceled AND f.treating_doctor_not_available)::int AS treating_doctor_not_available,
  (NOT f.canceled AND f.from_c15)::int AS c15`;

/** Counter columns of `stat_hour`, in the order `hourContributions` selects them. */
export const HOUR_COUNTERS = [
  'total',
  'canceled',
  'absent',
  'live',
  'live_unpaid',
  'no_treating_doctor',
  'treating_doctor_not_available',
  'c15',
  'booked_minutes',
] as const;

/** Counter columns of `stat_day`: `stat_hour`'s counts, summed per UTC day (booked minutes stay hourly). */
export const DAY_COUNTERS = HOUR_COUNTERS.slice(0, -1);

/**
 * Each fact's hour pieces `c`: the counts in the UTC hour the appointment starts, its booked seconds (interval
 * length, not canceled) in each UTC hour its interval holds.
 */
const HOUR_PIECES = `CROSS JOIN LATERAL (
       SELECT date_trunc('hour', f.start_time, 'UTC') AS hour, ${FACT_COUNTERS},
              CASE WHEN f.canceled THEN 0
                   ELSE extract(epoch FROM least(f.end_time, date_trunc('hour', f.start_time, 'UTC') + interval '1 hour')
                                           - f.start_time) END AS booked_seconds
       UNION ALL
       SELECT h, 0, 0, 0, 0, 0, 0, 0, 0, extract(epoch FROM least(f.end_time, h + interval '1 hour') - h)
         FROM generate_series(date_trunc('hour', f.start_time, 'UTC') + interval '1 hour',
                              f.end_time - interval '1 microsecond', interval '1 hour') AS h
        WHERE NOT f.canceled
     ) AS c`;

/** The sums of the hour pieces of a group of facts, as `stat_hour`'s counters (HOUR_COUNTERS' order). */
const HOUR_SUMS = `${HOUR_COUNTERS.slice(0, -1)
  .map((column) => `sum(f.sign * c.${column})::int AS ${column}`)
  .join(', ')},
  round(sum(f.sign * c.booked_seconds) / 60)::int AS booked_minutes`;

/**
 * Rows of `stat_hour` (kind, scope_id, hour, counters): each fact's hour pieces counted in each of its scopes.
 * Deleted facts add nothing.
 */
export function hourContributions(source: string): string {
  return `
    SELECT s.kind, s.scope_id, c.hour, ${HOUR_SUMS}
      FROM ${source} f
     ${HOUR_PIECES}
     ${SCOPES}
     WHERE s.scope_id IS NOT NULL AND NOT f.deleted
     GROUP BY 1, 2, 3`;
}

/**
 * A statement adding the rows of `hours` (a relation with `stat_hour`'s columns) to `schema`'s `stat_day`, summed
 * per scope and UTC day: the day rollup is always the sum of its hours, by events (their contributions) and by the
 * rebuild (its `stat_hour`) alike.
 */
export function daysOfHours(schema: string, hours: string): string {
  const counters = DAY_COUNTERS.join(', ');
  const sums = DAY_COUNTERS.map((column) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ');
  return `INSERT INTO ${schema}.stat_day AS t (kind, scope_id, day, ${counters})
    SELECT h.kind, h.scope_id, date_trunc('day', h.hour, 'UTC'),
           ${DAY_COUNTERS.map((column) => `sum(h.${column})::int`).join(', ')}
      FROM ${hours} h
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
     ON CONFLICT (kind, scope_id, day) DO UPDATE SET ${sums}`;
}

/** Rows of `scope_patient` (kind, scope_id, patient_id, appointments) the facts of `source` add. */
export function patientContributions(source: string): string {
  return `
    SELECT s.kind, s.scope_id, f.patient_id, sum(f.sign)::int
      FROM ${source} f
      ${SCOPES}
     WHERE s.scope_id IS NOT NULL AND NOT f.deleted
     GROUP BY 1, 2, 3`;
}

/** The fact columns naming a scope of each kind but the platform's (the scopes of SCOPES). */
const SCOPE_COLUMNS: readonly (readonly [ScopeKind, string])[] = [
  [ScopeKinds.doctor, 'f.doctor_id'],
  [ScopeKinds.room, 'f.room_id'],
  [ScopeKinds.sector, 'f.sector_id'],
  [ScopeKinds.roomType, 'f.room_type_id'],
];

/**
 * `hourContributions` or `patientContributions` (same columns, same rows) in one pass over the facts instead of
 * one row per fact and scope: grouped by `key` in the platform's scope (`global`) and those of `scopes` at once
 * (GROUPING SETS), each group's scope told by which column it is grouped by. For the rebuild, where the facts are
 * many.
 */
function groupedContributions(
  source: string,
  from: string,
  key: string,
  sums: string,
  { scopes = SCOPE_COLUMNS, global = true }: { scopes?: typeof SCOPE_COLUMNS; global?: boolean } = {},
): string {
  const grouped = (then: (column: string, kind: string) => string, otherwise: string) =>
    `CASE ${scopes.map(([kind, column]) => `WHEN grouping(${column}) = 0 THEN ${then(column, kind)}`).join(' ')}
          ELSE ${otherwise} END`;
  const sets = [...(global ? [`(${key})`] : []), ...scopes.map(([, column]) => `(${column}, ${key})`)];
  return `
    SELECT * FROM (
      SELECT ${grouped((_, kind) => `'${kind}'`, `'${ScopeKinds.global}'`)} AS kind,
             ${grouped((column) => column, `'${GLOBAL_SCOPE}'::uuid`)} AS scope_id, ${key}, ${sums}
        FROM ${source} f ${from}
       WHERE NOT f.deleted
       GROUP BY GROUPING SETS (${sets.join(', ')})
    ) AS g
     WHERE scope_id IS NOT NULL`;
}

/**
 * What adds `source`'s contributions to the rollups of `schema` (public, or the rebuild's shadow): `hours`, a
 * statement on `stat_hour`; `days`, the same contributions on `stat_day`; `patients`, a statement on `scope_patient_count` (the number of patients with an
 * appointment per scope) needing the CTE definitions `patientSteps` (the `scope_patient` change) before it. The
 * steps see `scope_patient` as it was before them, so a patient counts in a scope while it has an appointment there.
 */
export function contributionSteps(
  schema: string,
  source: string,
): { hours: string; days: string; patientSteps: string; patients: string } {
  const counters = HOUR_COUNTERS.join(', ');
  const sums = HOUR_COUNTERS.map((column) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ');
  return {
    hours: `INSERT INTO ${schema}.stat_hour AS t (kind, scope_id, hour, ${counters}) ${hourContributions(source)}
     ON CONFLICT (kind, scope_id, hour) DO UPDATE SET ${sums}`,
    days: daysOfHours(schema, `(${hourContributions(source)})`),
    patientSteps: `patients_added AS (${patientContributions(source)}),
     patients_before AS (SELECT t.kind, t.scope_id, t.patient_id, t.appointments
                  FROM ${schema}.scope_patient t JOIN patients_added USING (kind, scope_id, patient_id)),
     patients_after AS (
       INSERT INTO ${schema}.scope_patient AS t (kind, scope_id, patient_id, appointments)
       SELECT * FROM patients_added
       ON CONFLICT (kind, scope_id, patient_id) DO UPDATE SET appointments = t.appointments + EXCLUDED.appointments
       RETURNING t.kind, t.scope_id, t.patient_id, t.appointments)`,
    patients: `INSERT INTO ${schema}.scope_patient_count AS t (kind, scope_id, patients)
     SELECT a.kind, a.scope_id, sum((a.appointments > 0)::int - (coalesce(b.appointments, 0) > 0)::int)::int
       FROM patients_after a LEFT JOIN patients_before b USING (kind, scope_id, patient_id)
      GROUP BY 1, 2
     ON CONFLICT (kind, scope_id) DO UPDATE SET patients = t.patients + EXCLUDED.patients`,
  };
}

/** The number of patients with an appointment per scope, counted from `schema`'s `scope_patient` as it is. */
export function countPatients(schema: string): string {
  return `INSERT INTO ${schema}.scope_patient_count (kind, scope_id, patients)
    SELECT kind, scope_id, count(*) FILTER (WHERE appointments > 0) FROM ${schema}.scope_patient GROUP BY 1, 2`;
}

/**
 * The rollups of `source` written into `schema`'s empty rollup tables (the rebuild): the same rows as
 * `contributionSteps`, the patients counted once at the end rather than followed row by row. The hours are two
 * statements, each for about half of the rows (the doctors' and the rooms' are the many), to run at once; each
 * writes them in their key's order, so a scope's hours share a few pages and a statistic reads those rather than a
 * page a row.
 */
export function firstContributions(
  schema: string,
  source: string,
): { hours: [string, string]; patients: string; patientCounts: string } {
  const hours = (scopes: typeof SCOPE_COLUMNS, global: boolean) =>
    `INSERT INTO ${schema}.stat_hour (kind, scope_id, hour, ${HOUR_COUNTERS.join(', ')})
     ${groupedContributions(source, HOUR_PIECES, 'c.hour', HOUR_SUMS, { scopes, global })} ORDER BY 1, 2, 3`;
  const [doctor, room, sector, roomType] = SCOPE_COLUMNS;
  return {
    hours: [hours([doctor!, sector!], true), hours([room!, roomType!], false)],
    patients: `INSERT INTO ${schema}.scope_patient (kind, scope_id, patient_id, appointments)
     ${groupedContributions(source, '', 'f.patient_id', 'sum(f.sign)::int')}`,
    patientCounts: countPatients(schema),
  };
}

/** `contributionSteps` as statements to run in turn. */
export function addContributions(schema: string, source: string): string[] {
  const steps = contributionSteps(schema, source);
  return [steps.hours, steps.days, `WITH ${steps.patientSteps} ${steps.patients}`];
}
