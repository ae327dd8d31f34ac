import type { EntityManager } from 'typeorm';
import type { StaffMatch } from '@teleplan/proto/accounts';

/** `text` as a LIKE pattern matching it anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Enabled staff accounts holding ROOM_USER whose email, first, last or full name contains `text` (case and
 * accents as stored, case-insensitive), by name, at most `limit`.
 */
export async function searchRoomUsers(
  manager: EntityManager,
  text: string,
  limit: number,
): Promise<StaffMatch[]> {
  return manager.query<StaffMatch[]>(
    `SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.email
       FROM profile p JOIN account a ON a.id = p.id
      WHERE p.staff AND a.enabled AND a.granted_roles @> ARRAY['ROOM_USER']::text[] AND p.email IS NOT NULL
        AND (p.email ILIKE $1 OR p.first_name ILIKE $1 OR p.last_name ILIKE $1
             OR (p.first_name || ' ' || p.last_name) ILIKE $1 OR (p.last_name || ' ' || p.first_name) ILIKE $1)
      ORDER BY p.last_name, p.first_name, p.id
      LIMIT $2`,
    [containing(text), limit],
  );
}
