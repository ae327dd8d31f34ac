import { rsqlAnd, rsqlIn, rsqlWordsInAnyOf } from '../../../shared/api/rsql-filters.ts';

/**
 * The RSQL of the doctors list: accounts holding DOCTOR, whose names hold every word of `search`, and, for a
 * sector manager, only the doctors of their sector (`onlyIds`; an empty list means no doctor at all: null).
 */
export function doctorsQuery(search: string, onlyIds?: readonly string[]): string | null {
  if (onlyIds && onlyIds.length === 0) return null;
  return rsqlAnd(
    'roles==DOCTOR',
    rsqlWordsInAnyOf(['lastName', 'firstName'], search),
    onlyIds ? rsqlIn('id', onlyIds) : null,
  );
}

/** The RSQL reading the sectors of a page of doctors at once. */
export function sectorsOfDoctorsQuery(doctorIds: readonly string[]): string | null {
  return rsqlIn('doctors.id', doctorIds);
}
