import { GLOBAL_SCOPE } from './contributions.ts';

/**
 * SQL adding `sign` times the available minutes of the rows `a` of `available_hour` matching `where` (over `a` and
 * their room `r`) to `available_scope_hour` in `schema`: each row of a room not deleted counts in the platform, its
 * room type and each of its sectors (docs/statistics.md#saturation). Doctors' own minutes and single rooms are read
 * from `available_hour` itself. Taken back (-1) before the rows or their room change, added (+1) after.
 */
export function availableContributions(schema: string, sign: 1 | -1, where: string): string {
  return `
    INSERT INTO ${schema}.available_scope_hour AS t (kind, scope_id, hour, minutes)
    SELECT s.kind, s.scope_id, a.hour, (${sign} * sum(a.minutes))::int
      FROM ${schema}.available_hour a
      JOIN ${schema}.room r ON r.id = a.owner_id AND NOT r.deleted
     CROSS JOIN LATERAL (
       SELECT 'G' AS kind, '${GLOBAL_SCOPE}'::uuid AS scope_id
       UNION ALL SELECT 'T', r.room_type_id WHERE r.room_type_id IS NOT NULL
       UNION ALL SELECT 'S', sector_id FROM unnest(r.sector_ids) AS sector_id
     ) AS s
     WHERE ${where}
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
    ON CONFLICT (kind, scope_id, hour) DO UPDATE SET minutes = t.minutes + EXCLUDED.minutes`;
}
