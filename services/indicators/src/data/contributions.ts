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

/**
 * Rows of `stat_hour` (kind, scope_id, hour, counters): the counts in the UTC hour the appointment starts, its
 * booked minutes (interval length, not canceled) in each UTC hour its interval holds. Deleted facts add nothing.
 */
export function hourContributions(source: string): string {
  return `
    SELECT s.kind, s.scope_id, c.hour,
           ${HOUR_COUNTERS.slice(0, -1)
             .map((column) => `sum(f.sign * c.${column})::int AS ${column}`)
             .join(', ')},
           round(sum(f.sign * c.booked_seconds) / 60)::int AS booked_minutes
      FROM ${source} f
      ${SCOPES}
     CROSS JOIN LATERAL (
       SELECT date_trunc('hour', f.start_time, 'UTC') AS hour, ${FACT_COUNTERS}, 0::numeric AS booked_seconds
       UNION ALL
       SELECT h, 0, 0, 0, 0, 0, 0, 0, 0,
              extract(epoch FROM least(f.end_time, h + interval '1 hour') - greatest(f.start_time, h))
         FROM generate_series(date_trunc('hour', f.start_time, 'UTC'), f.end_time - interval '1 microsecond',
                              interval '1 hour') AS h
        WHERE NOT f.canceled
     ) AS c
     WHERE s.scope_id IS NOT NULL AND NOT f.deleted
     GROUP BY 1, 2, 3`;
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

/** Adds `source`'s contributions to the rollups of `schema` (public, or the rebuild's shadow). */
export function addContributions(schema: string, source: string): string[] {
  const counters = HOUR_COUNTERS.join(', ');
  const sums = HOUR_COUNTERS.map((column) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ');
  return [
    `INSERT INTO ${schema}.stat_hour AS t (kind, scope_id, hour, ${counters}) ${hourContributions(source)}
     ON CONFLICT (kind, scope_id, hour) DO UPDATE SET ${sums}`,
    `INSERT INTO ${schema}.scope_patient AS t (kind, scope_id, patient_id, appointments)
     ${patientContributions(source)}
     ON CONFLICT (kind, scope_id, patient_id) DO UPDATE SET appointments = t.appointments + EXCLUDED.appointments`,
  ];
}
